import { API_CALLS, API_ERRORS, saveLimitMessage } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { ACCOUNT_QUERY_KEYS } from '../account/accountQueryKeys';
import { apiRequest } from '../apiClient';
import './saveCards.css';

/**
 * Shown when a new save does not fit the plan (`save/limit_reached`): how many saves the plan
 * keeps and, for those who pay for their own plan, Upgrade, which opens the purchase dialog. A
 * member's plan is their organisation owner's to change, so they get the message alone.
 */
export function SaveLimitNotice() {
  const account = useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.account,
    queryFn: async () => (await apiRequest('/account', API_CALLS.account.response)).data,
  });
  if (account.isPending) return <p role="status">Loading...</p>;
  const plan = account.data?.plan;
  // Without the plan (its request failed) the api's own words, which name no number.
  const message =
    plan === undefined || plan.savesNumber === null
      ? API_ERRORS['save/limit_reached']
      : saveLimitMessage(plan.savesNumber, plan.name);
  const paysOwnPlan =
    account.data === undefined ||
    account.data.organisation === null ||
    account.data.organisation.role === 'owner';
  return (
    <div className="save-limit-notice" role="alert">
      <p>{message}</p>
      {paysOwnPlan && (
        <button type="button" onClick={() => usePremiumUpsell.getState().startPurchase()}>
          Upgrade
        </button>
      )}
    </div>
  );
}
