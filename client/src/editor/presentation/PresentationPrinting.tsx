import { useEffect, useRef, useState } from 'react';
import { useSharingStanding } from '../sharing/useSharingStanding';
import { PresentationEditDialog } from './PresentationEditDialog';
import { usePresentationPrint, type PresentationPrintProps } from './usePresentationPrint';

export interface PresentationPrintingProps extends PresentationPrintProps {
  editable: boolean;
  /**
   * Counts the times the person chose Presentation (the Print menu's item): each new count starts
   * presentation printing, once the installation's currency and the person's licence are known.
   */
  startRequests: number;
}

/**
 * Presentation printing (spec 002 §2, §4): a licensed user gets the Presentation Edit popup; anyone
 * else starts printing the presentation at once, with the renders and slides as kept.
 */
export function PresentationPrinting({ editable, startRequests, ...printProps }: PresentationPrintingProps) {
  const { standing } = useSharingStanding();
  const { print, state, ready } = usePresentationPrint(printProps);
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
    void print();
  }, [startRequests, licensed, ready, print]);
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
          onPrint={() => void print()}
        />
      )}
    </>
  );
}
