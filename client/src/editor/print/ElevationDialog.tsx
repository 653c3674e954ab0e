import * as Dialog from '@radix-ui/react-dialog';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { ElevationPage } from './elevationPdf';
import { ElevationSvg } from './ElevationSvg';
import { DialogCloseButton } from '../../app/DialogCloseButton';

export interface ElevationDialogProps {
  pages: readonly ElevationPage[];
  /** Makes the elevations' PDF and shows it in the PDF Preview popup. */
  onMakePdf(): void;
  busy: boolean;
  onClose(): void;
}

/**
 * The Elevation view: every wall and both sides of every island listed, the chosen one drawn as SVG with its cabinets and their
 * codes, openings, countertop and backsplash lines and dimension strings; PDF makes the printable
 * set, one page per wall at a stated scale.
 */
export function ElevationDialog({ pages, onMakePdf, busy, onClose }: ElevationDialogProps) {
  const [chosen, setChosen] = useState(0);
  const page = pages[Math.min(chosen, pages.length - 1)];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog elevation-dialog">
          <Dialog.Title>Elevations</Dialog.Title>
          <Dialog.Description className="hint">
            Each wall, and each side of an island, seen square on, with every cabinet, gap and opening
            measured.
          </Dialog.Description>
          {page === undefined ? (
            <p>The design has no walls or islands to draw.</p>
          ) : (
            <div className="elevation-body">
              <div className="elevation-walls" role="tablist" aria-label="Walls" aria-orientation="vertical">
                {pages.map((item, index) => (
                  <button
                    key={item.elevation.key}
                    type="button"
                    role="tab"
                    aria-selected={item === page}
                    onClick={() => setChosen(index)}
                  >
                    {item.elevation.title}
                    <span className="hint">{item.elevation.models.length} models</span>
                  </button>
                ))}
              </div>
              <div
                className="elevation-view"
                role="tabpanel"
                aria-label={`${page.elevation.title} elevation`}
              >
                <ElevationSvg drawing={page.drawing} title={`${page.elevation.title} elevation`} />
              </div>
            </div>
          )}
          <div className="dialog-buttons">
            <button
              type="button"
              className="button-primary"
              onClick={onMakePdf}
              disabled={busy || page === undefined}
            >
              <FileText size={16} aria-hidden="true" />
              {busy ? 'Making the PDF…' : 'PDF of all walls'}
            </button>
            <DialogCloseButton>Close</DialogCloseButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
