import { PremiumUpsellDialog } from './PremiumUpsellDialog';
import { PurchaseDialog } from './PurchaseDialog';

/** The premium upsell and the purchase dialog it opens, mounted once for the whole editor. */
export function BillingDialogs() {
  return (
    <>
      <PremiumUpsellDialog />
      <PurchaseDialog />
    </>
  );
}
