import type { ChangePricesButton as ChangePricesButtonState } from '@kitchensync/schemas';

/**
 * Change prices (spec 001 section 6): hidden unless the rules show it; greyed for admins who are not
 * on the Ultimate plan, where pressing it tells them the feature is locked; otherwise it starts bulk
 * price editing.
 */
export function ChangePricesButton({
  state,
  onStart,
  onNotice,
}: {
  state: ChangePricesButtonState;
  onStart: () => void;
  onNotice: (message: string) => void;
}) {
  if (state === 'hidden') return null;
  const locked = state === 'upsell';
  return (
    <button
      type="button"
      className={locked ? 'change-prices change-prices-greyed' : 'change-prices'}
      aria-disabled={locked || undefined}
      onClick={() =>
        locked ? onNotice('Changing prices is a premium feature: it needs the Ultimate plan.') : onStart()
      }
    >
      Change prices
    </button>
  );
}
