import {
  API_ERRORS,
  CurrentSubscriptionResponseSchema,
  PaymentGatewayResponseSchema,
  PlansResponseSchema,
  SubscriptionResponseSchema,
  subscriptionPrice,
  type BillingPeriod,
  type Plan,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiRequest } from '../../app/apiClient';
import { useCurrentUser } from '../../app/useCurrentUser';
import { purchaseFlow, type PurchaseStep } from '../../model/billing/purchaseFlow';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { useClientDomain } from '../catalogue/useClientDomain';

/** The test gateway's documented nonces (README): no card is charged on such an installation. */
const TEST_CARDS = [
  { nonce: 'fake-valid-nonce', label: 'Test card that is approved' },
  { nonce: 'fake-processor-declined-visa-nonce', label: 'Test card that is declined' },
] as const;

/**
 * The purchase dialog (spec 000 sections 2, 4 and 8): plan, billing period, additional licenses,
 * payment, then the success view. Prices shown come from the same formula the api charges by. A
 * live subscription is changed, a canceled one reactivated; failures show the spec's titles.
 */
export function PurchaseDialog() {
  const open = usePremiumUpsell((state) => state.purchasing);
  const close = usePremiumUpsell((state) => state.close);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Upgrade your plan</Dialog.Title>
          {open && <PurchaseSteps onDone={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PurchaseSteps({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data ?? null;
  const clientDomain = useClientDomain();
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: async () => (await apiRequest('/plans', PlansResponseSchema)).data,
    enabled: clientDomain.isSuccess && clientDomain.data === null,
  });
  const subscription = useQuery({
    queryKey: ['subscription'],
    queryFn: async () => (await apiRequest('/subscription', CurrentSubscriptionResponseSchema)).data,
  });
  const gateway = useQuery({
    queryKey: ['billing', 'gateway'],
    queryFn: async () => (await apiRequest('/billing/gateway', PaymentGatewayResponseSchema)).data.id,
  });
  const [step, setStep] = useState<PurchaseStep>('plan');
  const [plan, setPlan] = useState<Plan | null>(null);
  const [billingPeriod, setBillingPeriod] = useState<BillingPeriod>('monthly');
  const [licensesText, setLicensesText] = useState('0');
  const [billingName, setBillingName] = useState(user?.name ?? '');
  const [nonce, setNonce] = useState<string>(TEST_CARDS[0].nonce);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { name: useId(), licenses: useId() };

  const offered = purchaseFlow.purchasable(clientDomain.data?.plans ?? plans.data ?? []);
  const additionalLicenses = plan?.additionalLicensesAllowed ? Number(licensesText) : 0;
  const choice = { plan, billingPeriod, additionalLicenses };
  const current = subscription.data?.status ?? null;
  const call = purchaseFlow.call(current);

  const buy = useMutation({
    mutationFn: () => {
      if (plan === null || gateway.data === undefined || user === null) throw new Error('Error');
      const shared = { planId: plan.id, additionalLicenses, billingPeriod, trialCodeId: null };
      const body =
        call === '/subscribe'
          ? {
              ...shared,
              payment: { nonce },
              administratorEmail: user.email,
              name: billingName.trim(),
              phone: '',
              gateway: gateway.data,
            }
          : call === '/subscribe/change/post'
            ? { ...shared, payment: { nonce }, gateway: gateway.data, theSameCard: false }
            : { ...shared, paymentMethodNonce: nonce, theSameCard: false };
      return apiRequest(call, SubscriptionResponseSchema, { method: 'POST', body });
    },
    onSuccess: async () => {
      setStep('success');
      // Locks, limits and the admin's price editing follow the plan at once.
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      await queryClient.invalidateQueries({ queryKey: ['checkAdmin'] });
    },
    // spec 000 section 8: a new subscription fails with "Error Subscribing", the others with "Error".
    onError: (failure) =>
      setProblem(failure.message || (call === '/subscribe' ? 'Error Subscribing' : 'Error')),
  });

  const forward = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (step === 'plan' && plan === null) return setProblem('Please choose a plan.');
    if (step === 'licenses') {
      const priced = plan && subscriptionPrice(plan, choice);
      if (!priced || !priced.ok) return setProblem(priced ? API_ERRORS[priced.refusal] : null);
    }
    if (step === 'payment') {
      if (call === '/subscribe' && billingName.trim() === '')
        return setProblem('Please enter the name to bill.');
      return buy.mutate();
    }
    setStep(purchaseFlow.next(step, plan));
  };

  if (gateway.isSuccess && gateway.data === null)
    return (
      <div className="purchase">
        <p role="alert">{API_ERRORS['billing/not_configured']}</p>
        <button type="button" onClick={onDone}>
          Close
        </button>
      </div>
    );

  if (step === 'success')
    return (
      <div className="purchase">
        <p role="status">You are on the {plan?.name} plan now. Thank you!</p>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    );

  const loading = subscription.isPending || gateway.isPending || (offered.length === 0 && !plans.isError);
  return (
    <form className="purchase" onSubmit={forward} noValidate aria-label="Purchase">
      {loading && <p>Loading...</p>}
      {step === 'plan' && (
        <fieldset>
          <legend>Plan</legend>
          {offered.map((candidate) => (
            <label key={candidate.id} className="purchase-option">
              <input
                type="radio"
                name="plan"
                checked={plan?.id === candidate.id}
                onChange={() => setPlan(candidate)}
              />
              {candidate.name} ({candidate.category}) —{' '}
              {purchaseFlow.priceText({ plan: candidate, billingPeriod: 'monthly', additionalLicenses: 0 })}
            </label>
          ))}
        </fieldset>
      )}
      {step === 'period' && (
        <fieldset>
          <legend>Billing period</legend>
          {(['monthly', 'yearly'] as const).map((period) => (
            <label key={period} className="purchase-option">
              <input
                type="radio"
                name="period"
                checked={billingPeriod === period}
                onChange={() => setBillingPeriod(period)}
              />
              {period === 'monthly' ? 'Monthly' : 'Yearly'} —{' '}
              {purchaseFlow.priceText({ plan, billingPeriod: period, additionalLicenses: 0 })}
            </label>
          ))}
        </fieldset>
      )}
      {step === 'licenses' && (
        <>
          <label htmlFor={ids.licenses}>Additional licenses</label>
          <input
            id={ids.licenses}
            type="number"
            min={0}
            step={1}
            value={licensesText}
            onChange={(event) => setLicensesText(event.target.value)}
          />
        </>
      )}
      {step === 'payment' && (
        <>
          <p>
            {plan?.name}: {purchaseFlow.priceText(choice)}
          </p>
          {call === '/subscribe' && (
            <>
              <label htmlFor={ids.name}>Name to bill</label>
              <input
                id={ids.name}
                value={billingName}
                onChange={(event) => setBillingName(event.target.value)}
              />
            </>
          )}
          {gateway.data === 'test' ? (
            <fieldset>
              <legend>Card (test payments: no card is charged)</legend>
              {TEST_CARDS.map((card) => (
                <label key={card.nonce} className="purchase-option">
                  <input
                    type="radio"
                    name="card"
                    checked={nonce === card.nonce}
                    onChange={() => setNonce(card.nonce)}
                  />
                  {card.label}
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="error">
              Card payments through Braintree need its payment form, which this client does not include yet.
            </p>
          )}
        </>
      )}
      {problem && (
        <p className="error error-box" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog-buttons">
        {step !== 'plan' && (
          <button
            type="button"
            onClick={() => setStep(purchaseFlow.previous(step, plan))}
            disabled={buy.isPending}
          >
            Back
          </button>
        )}
        <button
          type="submit"
          disabled={loading || buy.isPending || (step === 'payment' && gateway.data !== 'test')}
        >
          {step === 'payment' ? (call === '/subscribe' ? 'Subscribe' : 'Change plan') : 'Next'}
        </button>
      </div>
    </form>
  );
}
