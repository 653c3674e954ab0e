import { useEffect, useRef, useState } from 'react';
import { PdfPreviewDialog } from '../print/PdfPreviewDialog';
import { useSharingStanding } from '../sharing/useSharingStanding';
import { PresentationEditDialog } from './PresentationEditDialog';
import {
  usePresentationPrint,
  type MadePresentation,
  type PresentationPrintProps,
} from './usePresentationPrint';

export interface PresentationPrintingProps extends PresentationPrintProps {
  editable: boolean;
  /**
   * Counts the times the person chose Presentation (the Print menu's item): each new count starts
   * presentation printing, once the installation's currency and the person's licence are known.
   */
  startRequests: number;
}

/** Whether the shown presentation was kept with the save, said under the preview. */
function KeptNote({ kept }: { kept: MadePresentation['kept'] }) {
  if (kept === 'not kept') return null;
  if (kept === 'keeping')
    return (
      <p className="hint" role="status">
        Keeping this presentation with the design…
      </p>
    );
  if (kept === 'kept')
    return (
      <p className="hint" role="status">
        Kept with this design: its editors find it in the Presentation popup.
      </p>
    );
  return (
    <p className="error" role="alert">
      This presentation was not kept with the design. {kept.refused}
    </p>
  );
}

/**
 * Presentation printing (spec 002 §2, §4): a licensed user gets the Presentation Edit popup; anyone
 * else starts printing the presentation at once, with the renders and slides as kept. The made PDF
 * opens in the PDF Preview popup (Print to Printer, Download), and an editor's is kept with the save.
 */
export function PresentationPrinting({ editable, startRequests, ...printProps }: PresentationPrintingProps) {
  const { standing } = useSharingStanding();
  const { print, state, ready, made, closePreview } = usePresentationPrint(printProps);
  // The popup is open from a request until the person closes it: closing marks every request so far handled.
  const [closedThrough, setClosedThrough] = useState(0);
  const printedThrough = useRef(0);
  const licensed = standing?.licensed;
  const open = licensed === true && startRequests > closedThrough;
  const setOpen = (next: boolean) => {
    if (!next) setClosedThrough(startRequests);
  };
  useEffect(() => {
    if (licensed !== false || !ready || startRequests <= printedThrough.current) return;
    printedThrough.current = startRequests;
    void print(editable);
  }, [startRequests, licensed, ready, print, editable]);
  return (
    <>
      {state === 'making' && !open && (
        <p className="print-status" role="status">
          Making the presentation…
        </p>
      )}
      {state === 'failed' && !open && (
        <p className="error" role="alert">
          The presentation could not be made. Please try again.
        </p>
      )}
      {/* Mounted while open, so each opening lists what is kept now (renders made since included). */}
      {licensed && open && (
        <PresentationEditDialog
          saveId={printProps.saveId}
          open={open}
          onOpenChange={setOpen}
          editable={editable}
          printState={state}
          onPrint={() => void print(editable)}
        />
      )}
      {made && (
        <PdfPreviewDialog
          title="Presentation PDF"
          pdf={made.pdf}
          fileName={made.fileName}
          note={<KeptNote kept={made.kept} />}
          onClose={closePreview}
        />
      )}
    </>
  );
}
