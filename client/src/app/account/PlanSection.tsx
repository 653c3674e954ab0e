import { API_CALLS, type AccountResponse } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { apiRequest } from '../apiClient';
import { ACCOUNT_QUERY_KEYS } from './accountQueryKeys';
import { ConfirmationDialog } from '../ConfirmationDialog';

const STATUS_LABELS = { active: 'Active', canceled: 'Canceled', past_due: 'Past due' } as const;

/**
 * The plan paying for this account: its subscription (plan, period, price, status) or the free
 * plan. Only the subscriber changes or cancels it; a member's plan is their organisation owner's.
 */
export function PlanSection({ account }: { account: AccountResponse['data'] }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () =>
      apiRequest('/subscribe/cancel', API_CALLS.cancelSubscription.response, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.account }),
  });
  const { subscription, plan } = account;
  const paysOwnPlan = account.organisation === null || account.organisation.role === 'owner';

  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading">Plan</h2>
      {subscription === null ? (
        <p>{plan.name} (free plan)</p>
      ) : (
        <dl className="account-plan">
          <dt>Plan</dt>
          <dd>{subscription.plan.name}</dd>
          <dt>Billing period</dt>
          <dd>{subscription.billingPeriod === 'yearly' ? 'Yearly' : 'Monthly'}</dd>
          <dt>Price</dt>
          <dd>{subscription.price.toFixed(2)}</dd>
          {subscription.additionalLicenses > 0 && (
            <>
              <dt>Additional licenses</dt>
              <dd>{subscription.additionalLicenses}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>{STATUS_LABELS[subscription.status]}</dd>
        </dl>
      )}
      {paysOwnPlan && (
        <div className="account-actions">
          <button type="button" onClick={() => usePremiumUpsell.getState().startPurchase()}>
            {subscription === null ? 'Upgrade' : 'Change plan'}
          </button>
          {subscription !== null && subscription.status !== 'canceled' && (
            <ConfirmationDialog
              label="Cancel subscription"
              title="Cancel subscription"
              description={`Your ${subscription.plan.name} subscription ends now: this account and its organisation's coworkers go back to the free plan.`}
              pending={cancel.isPending}
              error={cancel.error}
              onConfirm={() => cancel.mutateAsync()}
            />
          )}
        </div>
      )}
    </section>
  );
}
