import type { ChangePricesButton as ChangePricesButtonState } from '@kitchensync/schemas';

/**
 * Change prices (spec 001 section 6): hidden unless the rules show it; greyed for admins who are not
 * on the Ultimate plan, where pressing it opens the premium upsell; otherwise it starts bulk price
 * editing.
 */
export function ChangePricesButton({
  state,
  onStart,
  onLocked,
}: {
  state: ChangePricesButtonState;
  onStart: () => void;
  onLocked: () => void;
}) {
  if (state === 'hidden') return null;
  const locked = state === 'upsell';
  return (
    <button
      type="button"
      className={locked ? 'change-prices change-prices-greyed' : 'change-prices'}
      aria-disabled={locked || undefined}
      onClick={() => (locked ? onLocked() : onStart())}
    >
      Change prices
    </button>
  );
}
