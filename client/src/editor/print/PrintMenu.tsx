import type { Design, IslandWall, LengthUnit, PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Image as ImageIcon, Printer } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { layoutFooter } from '../../model/print/layoutFooter';
import { LAYOUT_ERROR_MESSAGE, LAYOUT_ERROR_TITLE } from '../../model/print/layoutErrorMessage';
import { printFileName } from '../../model/print/printFileName';
import { downloadFile } from '../output/downloadFile';
import { PresentationPrinting, type PresentationPrintingProps } from '../presentation/PresentationPrinting';
import { ElevationDialog } from './ElevationDialog';
import { elevationPdf, type ElevationPage } from './elevationPdf';
import { layoutSheet } from './layoutSheet';
import { PdfPreviewDialog } from './PdfPreviewDialog';
import { elevationPages, presentationPrintSections } from './presentationPrintSections';
import { DialogCloseButton } from '../../app/DialogCloseButton';
import './print.css';

export interface PrintMenuProps {
  walls: readonly Wall[];
  islandWalls: readonly IslandWall[];
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  design: Pick<Design, 'backsplash' | 'handle'>;
  unit: LengthUnit;
  projectName: string;
  /** What presentation printing needs; without it (presentation not enabled) the menu has no Presentation. */
  presentation?: Omit<PresentationPrintingProps, 'startRequests' | 'sections'>;
}

type Showing =
  | { kind: 'none' }
  | { kind: 'layout'; png: Blob; pdf: Blob }
  | { kind: 'elevations'; pages: ElevationPage[] }
  | { kind: 'elevationPdf'; pages: ElevationPage[]; pdf: Blob }
  | { kind: 'error'; title: string; message: string };

/**
 * The toolbar's Print menu (spec 002 §2): Layout (the layout sheet, PNG and PDF, in the PDF Preview
 * popup), Elevation (the walls' elevations, then their PDF) and Presentation when presentation is
 * enabled. Printing reads the design and changes nothing, so viewers have it too.
 */
export function PrintMenu({
  walls,
  islandWalls,
  models,
  openings,
  design,
  unit,
  projectName,
  presentation,
}: PrintMenuProps) {
  const [showing, setShowing] = useState<Showing>({ kind: 'none' });
  const [presentationRequests, setPresentationRequests] = useState(0);
  const [busy, setBusy] = useState(false);
  const user = useCurrentUser().data ?? null;
  const footer = () => layoutFooter(projectName, new Date(), user);
  const close = () => setShowing({ kind: 'none' });

  const printLayout = async () => {
    setBusy(true);
    try {
      const files = await layoutSheet({
        walls,
        models,
        openings,
        unit,
        footer: footer(),
        watermark: 'KitchenSync',
      });
      setShowing({ kind: 'layout', ...files });
    } catch {
      setShowing({ kind: 'error', title: LAYOUT_ERROR_TITLE, message: LAYOUT_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  };
  const showElevations = () => {
    const pages = elevationPages({ walls, islandWalls, models, openings, design, unit });
    setShowing({ kind: 'elevations', pages });
  };
  const makeElevationPdf = async (pages: ElevationPage[]) => {
    setBusy(true);
    try {
      const { date, designer } = footer();
      const pdf = await elevationPdf({
        projectName: projectName.trim() || 'Untitled',
        designer,
        date,
        unit,
        pages,
      });
      setShowing({ kind: 'elevationPdf', pages, pdf });
    } catch {
      setShowing({ kind: 'error', title: 'Elevation Error', message: LAYOUT_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" title="Print" aria-busy={busy}>
            <Printer size={16} aria-hidden="true" />
            <span className="toolbar-label">{busy ? 'Printing…' : 'Print'}</span>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="dropdown-menu" align="start" sideOffset={4}>
            <DropdownMenu.Item
              className="dropdown-menu-item"
              disabled={busy}
              onSelect={() => void printLayout()}
            >
              Layout
            </DropdownMenu.Item>
            <DropdownMenu.Item className="dropdown-menu-item" disabled={busy} onSelect={showElevations}>
              Elevation
            </DropdownMenu.Item>
            {presentation && (
              <DropdownMenu.Item
                className="dropdown-menu-item"
                disabled={busy}
                onSelect={() => setPresentationRequests((count) => count + 1)}
              >
                Presentation
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {presentation && (
        <PresentationPrinting
          {...presentation}
          startRequests={presentationRequests}
          sections={presentationPrintSections({
            walls,
            islandWalls,
            models,
            openings,
            design,
            unit,
            projectName,
            footer: footer(),
          })}
        />
      )}
      {showing.kind === 'layout' && (
        <PdfPreviewDialog
          title="Layout"
          pdf={showing.pdf}
          fileName={printFileName(projectName, 'layout', 'pdf')}
          onClose={close}
          extraActions={
            <button
              type="button"
              onClick={() => void downloadFile(printFileName(projectName, 'layout', 'png'), showing.png)}
            >
              <ImageIcon size={16} aria-hidden="true" />
              Download PNG
            </button>
          }
        />
      )}
      {showing.kind === 'elevations' && (
        <ElevationDialog
          pages={showing.pages}
          busy={busy}
          onMakePdf={() => void makeElevationPdf(showing.pages)}
          onClose={close}
        />
      )}
      {showing.kind === 'elevationPdf' && (
        <PdfPreviewDialog
          title="Elevations"
          pdf={showing.pdf}
          fileName={printFileName(projectName, 'elevations', 'pdf')}
          onClose={() => setShowing({ kind: 'elevations', pages: showing.pages })}
        />
      )}
      {showing.kind === 'error' && (
        <Dialog.Root open onOpenChange={(open) => !open && close()}>
          <Dialog.Portal>
            <Dialog.Overlay className="dialog-overlay" />
            <Dialog.Content className="dialog print-menu-error" role="alertdialog">
              <Dialog.Title>{showing.title}</Dialog.Title>
              <Dialog.Description>{showing.message}</Dialog.Description>
              <div className="dialog-buttons">
                <DialogCloseButton>OK</DialogCloseButton>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}
