import { useState } from 'react';
import type * as Y from 'yjs';
import { useDesign } from '../../doc/useDesign';
import { CountertopPanel } from './CountertopPanel';
import { FlooringPanel } from './FlooringPanel';
import { HandlesMenu } from './HandlesMenu';
import './finishes.css';

type OpenFinish = 'countertop' | 'flooring' | null;

/**
 * The side panel's finish entries for editors: Countertop and Flooring open their panels (one at a
 * time), Handles its popup. Viewers get none of it; they see the finishes in the design view.
 */
export function FinishesPanel({ doc, origin }: { doc: Y.Doc; origin: unknown }) {
  const design = useDesign(doc);
  const [open, setOpen] = useState<OpenFinish>(null);
  const toggle = (finish: Exclude<OpenFinish, null>) => setOpen(open === finish ? null : finish);
  return (
    <div className="finishes">
      <div className="finishes-entries" role="group" aria-label="Finishes">
        <button type="button" aria-pressed={open === 'countertop'} onClick={() => toggle('countertop')}>
          Countertop
        </button>
        <button type="button" aria-pressed={open === 'flooring'} onClick={() => toggle('flooring')}>
          Flooring
        </button>
        <HandlesMenu doc={doc} origin={origin} handle={design.handle} />
      </div>
      {open === 'countertop' && <CountertopPanel doc={doc} origin={origin} countertop={design.countertop} />}
      {open === 'flooring' && <FlooringPanel doc={doc} origin={origin} flooring={design.flooring} />}
    </div>
  );
}
