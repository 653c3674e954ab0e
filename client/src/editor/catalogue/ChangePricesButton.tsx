import type { ChangePricesButton as ChangePricesButtonState } from '@kitchensync/schemas';

/**
 * Change prices (spec 001 section 6): hidden unless the rules show it; greyed for admins who are not
 * on the Ultimate plan, where pressing it tells them the feature is locked. Bulk price editing
 * itself is not built yet, and the enabled button says so rather than pretending.
 */
export function ChangePricesButton({
  state,
  onNotice,
}: {
  state: ChangePricesButtonState;
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
        onNotice(
          locked
            ? 'Changing prices is a premium feature: it needs the Ultimate plan.'
            : 'Bulk price editing is not available in this version yet.',
        )
      }
    >
      Change prices
    </button>
  );
}
