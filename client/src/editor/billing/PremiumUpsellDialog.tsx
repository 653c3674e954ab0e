import * as Dialog from '@radix-ui/react-dialog';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { DialogCloseButton } from '../../app/DialogCloseButton';

/**
 * The premium upsell (spec 000 section 2): explains the locked feature and offers the upgrade,
 * which opens the purchase dialog.
 */
export function PremiumUpsellDialog() {
  const feature = usePremiumUpsell((state) => state.lockedFeature);
  const { startPurchase, close } = usePremiumUpsell.getState();
  return (
    <Dialog.Root open={feature !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Premium feature</Dialog.Title>
          <Dialog.Description>{feature} is part of our paid plans.</Dialog.Description>
          <p>
            The free plan has a limited catalog, limited appliances and 5 projects/saves. Upgrade to use the
            full catalogue and keep more designs.
          </p>
          <div className="dialog-buttons">
            <button type="button" onClick={startPurchase}>
              Upgrade
            </button>
            <DialogCloseButton>Not now</DialogCloseButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
