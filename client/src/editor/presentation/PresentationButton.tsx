import { Presentation } from 'lucide-react';
import { useState } from 'react';
import { useSharingStanding } from '../sharing/useSharingStanding';
import { PresentationEditDialog } from './PresentationEditDialog';
import { usePresentationPrint, type PresentationPrintProps } from './usePresentationPrint';

export interface PresentationButtonProps extends PresentationPrintProps {
  editable: boolean;
}

/**
 * The Print menu's Presentation entry (spec 002 §5): a licensed user opens the Presentation Edit popup;
 * anyone else starts printing the presentation at once, with the renders and slides as kept.
 */
export function PresentationButton({ editable, ...printProps }: PresentationButtonProps) {
  const { standing } = useSharingStanding();
  const { print, state, ready } = usePresentationPrint(printProps);
  const [open, setOpen] = useState(false);
  const licensed = standing?.licensed;
  return (
    <>
      <button
        type="button"
        disabled={licensed === undefined || !ready || state === 'making'}
        onClick={() => (licensed ? setOpen(true) : void print())}
      >
        <Presentation size={16} aria-hidden="true" />
        {state === 'making' && !open ? 'Making the presentation…' : 'Presentation'}
      </button>
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
