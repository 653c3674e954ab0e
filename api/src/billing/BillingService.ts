import {
  FREE_PLAN,
  FREE_PLAN_ID,
  planById,
  subscriptionPrice,
  type AuthUser,
  type BillingPeriod,
  type ChangeCardRequest,
  type ChangeSubscriptionRequest,
  type PaymentGatewayId,
  type PaymentNotificationRequest,
  type Plan,
  type ReactivateSubscriptionRequest,
  type SubscribeRequest,
  type SubscriptionState,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { ApiLog } from '../http/ApiLog';
import type { OrganisationRepository } from '../organisations/OrganisationRepository';
import type { OrganisationService } from '../organisations/OrganisationService';
import type { GatewayOutcome, PaymentGateway } from './PaymentGateway';
import type { SubscriptionRecord } from './SubscriptionRecord';
import type { SubscriptionRepository } from './SubscriptionRepository';

export interface BillingServiceDependencies {
  subscriptions: SubscriptionRepository;
  organisations: OrganisationRepository;
  organisationService: OrganisationService;
  /** Null when the installation configured none: then every purchase call answers billing/not_configured. */
  gateway: PaymentGateway | null;
  log: ApiLog;
  now: () => number;
}

interface PricedPlan {
  plan: Plan;
  billingPeriod: BillingPeriod;
  additionalLicenses: number;
  price: number;
}

export function subscriptionState(record: SubscriptionRecord): SubscriptionState {
  return {
    plan: planById(record.planId) ?? FREE_PLAN,
    billingPeriod: record.billingPeriod,
    additionalLicenses: record.additionalLicenses,
    price: record.price,
    status: record.status,
  };
}

/**
 * The spec's four subscription calls plus cancel. Every price comes from `subscriptionPrice` over
 * the plans in schemas; the store changes only after the gateway said yes, so a declined card
 * leaves everything as it was. A business plan makes its subscriber the owner of an organisation.
 */
export class BillingService {
  constructor(private readonly deps: BillingServiceDependencies) {}

  /** The gateway the client's payment form must tokenise cards for; null when none is configured. */
  get gatewayId(): PaymentGatewayId | null {
    return this.deps.gateway?.id ?? null;
  }

  async current(user: AuthUser): Promise<SubscriptionState | null> {
    const record = await this.deps.subscriptions.findByOwner(user.id);
    return record ? subscriptionState(record) : null;
  }

  async subscribe(user: AuthUser, request: SubscribeRequest): Promise<SubscriptionState> {
    const gateway = this.configuredGateway();
    this.assertGateway(request.gateway);
    const priced = this.price(request.planId, request.billingPeriod, request.additionalLicenses);
    await this.assertPayer(user);
    const existing = await this.deps.subscriptions.findByOwner(user.id);
    if (existing && existing.status !== 'canceled') throw new ApiError('billing/already_subscribed');
    const outcome = await gateway.subscribe({
      customerId: null,
      paymentNonce: request.payment.nonce,
      deviceData: request.payment.deviceData,
      email: request.administratorEmail,
      name: request.name,
      planId: priced.plan.id,
      billingPeriod: priced.billingPeriod,
      price: priced.price,
    });
    const charged = this.accepted(outcome, 'billing/subscribe_failed', user);
    const now = this.deps.now();
    const record: SubscriptionRecord = {
      ownerId: user.id,
      planId: priced.plan.id,
      billingPeriod: priced.billingPeriod,
      additionalLicenses: priced.additionalLicenses,
      price: priced.price,
      status: 'active',
      gateway: gateway.id,
      customerId: charged.customerId,
      gatewaySubscriptionId: charged.subscriptionId,
      billingName: request.name,
      billingEmail: request.administratorEmail.toLowerCase(),
      phone: request.phone,
      trialCodeId: request.trialCodeId,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.subscriptions.save(record);
    if (priced.plan.category === 'business') {
      await this.deps.organisationService.ensureOwnedOrganisation(user.id, request.name);
    }
    return subscriptionState(record);
  }

  async change(user: AuthUser, request: ChangeSubscriptionRequest): Promise<SubscriptionState> {
    const gateway = this.configuredGateway();
    this.assertGateway(request.gateway);
    const priced = this.price(request.planId, request.billingPeriod, request.additionalLicenses);
    const existing = await this.live(user);
    this.assertGateway(existing.gateway);
    await this.assertSeats(user, priced);
    const outcome = await gateway.changeSubscription({
      customerId: existing.customerId,
      subscriptionId: existing.gatewaySubscriptionId,
      paymentNonce: request.theSameCard ? null : (request.payment?.nonce ?? null),
      deviceData: request.payment?.deviceData,
      planId: priced.plan.id,
      billingPeriod: priced.billingPeriod,
      price: priced.price,
    });
    const charged = this.accepted(outcome, 'billing/failed', user);
    return this.store(user, existing, priced, {
      gatewaySubscriptionId: charged.subscriptionId,
      trialCodeId: request.trialCodeId ?? existing.trialCodeId,
    });
  }

  async changeCard(user: AuthUser, request: ChangeCardRequest): Promise<SubscriptionState> {
    const gateway = this.configuredGateway();
    const existing = await this.live(user);
    this.assertGateway(existing.gateway);
    const outcome = await gateway.changeCard({
      customerId: existing.customerId,
      subscriptionId: existing.gatewaySubscriptionId,
      paymentNonce: request.paymentMethodNonce,
      deviceData: request.deviceDataFromTheClient,
    });
    this.accepted(outcome, 'billing/failed', user);
    // A working card settles what was past due; the gateway charges it on the next retry.
    const record = { ...existing, status: 'active' as const, updatedAt: this.deps.now() };
    await this.deps.subscriptions.save(record);
    return subscriptionState(record);
  }

  async reactivate(user: AuthUser, request: ReactivateSubscriptionRequest): Promise<SubscriptionState> {
    const gateway = this.configuredGateway();
    const priced = this.price(request.planId, request.billingPeriod, request.additionalLicenses);
    await this.assertPayer(user);
    const existing = await this.deps.subscriptions.findByOwner(user.id);
    if (!existing) throw new ApiError('billing/no_subscription');
    if (existing.status === 'active') throw new ApiError('billing/not_lapsed');
    this.assertGateway(existing.gateway);
    await this.assertSeats(user, priced);
    const outcome = await gateway.subscribe({
      customerId: existing.customerId,
      paymentNonce: request.theSameCard ? null : (request.paymentMethodNonce ?? null),
      deviceData: request.deviceDataFromTheClient,
      email: existing.billingEmail,
      name: existing.billingName,
      planId: priced.plan.id,
      billingPeriod: priced.billingPeriod,
      price: priced.price,
    });
    const charged = this.accepted(outcome, 'billing/failed', user);
    const state = await this.store(user, existing, priced, {
      status: 'active',
      customerId: charged.customerId,
      gatewaySubscriptionId: charged.subscriptionId,
      trialCodeId: request.trialCodeId ?? existing.trialCodeId,
    });
    if (priced.plan.category === 'business') {
      await this.deps.organisationService.ensureOwnedOrganisation(user.id, existing.billingName);
    }
    return state;
  }

  /** Ends the subscription at once; the account and its organisation's members fall back to the free plan. */
  async cancel(user: AuthUser): Promise<SubscriptionState> {
    const gateway = this.configuredGateway();
    const existing = await this.live(user);
    this.assertGateway(existing.gateway);
    this.accepted(await gateway.cancel(existing.gatewaySubscriptionId), 'billing/failed', user);
    const record = { ...existing, status: 'canceled' as const, updatedAt: this.deps.now() };
    await this.deps.subscriptions.save(record);
    return subscriptionState(record);
  }

  /**
   * A gateway's notification: a failed charge makes the subscription past due (the plan stays while
   * the gateway retries), a successful one active again, a cancellation or expiry ends it. A
   * canceled subscription stays canceled; only `reactivate` starts a new one. Notifications about
   * other things or other merchants' subscriptions are acknowledged and change nothing, so the
   * gateway does not retry them.
   */
  async applyNotification(request: PaymentNotificationRequest): Promise<{ applied: boolean }> {
    const gateway = this.configuredGateway();
    const read = await gateway.readNotification({
      signature: request.bt_signature,
      payload: request.bt_payload,
    });
    if (!read.ok) {
      this.deps.log('payment-notification-refused', { gateway: gateway.id, reason: read.reason }, 'warn');
      throw new ApiError('billing/notification_invalid');
    }
    const notice = read.value;
    if (notice === null) return { applied: false };
    const existing = await this.deps.subscriptions.findByGatewaySubscription(
      gateway.id,
      notice.subscriptionId,
    );
    if (!existing || existing.status === 'canceled') return { applied: false };
    if (existing.status !== notice.status) {
      await this.deps.subscriptions.save({ ...existing, status: notice.status, updatedAt: this.deps.now() });
      this.deps.log(
        'subscription-status-changed',
        { ownerId: existing.ownerId, gateway: gateway.id, from: existing.status, to: notice.status },
        'info',
      );
    }
    return { applied: true };
  }

  private async store(
    user: AuthUser,
    existing: SubscriptionRecord,
    priced: PricedPlan,
    changes: Partial<SubscriptionRecord>,
  ): Promise<SubscriptionState> {
    const record: SubscriptionRecord = {
      ...existing,
      planId: priced.plan.id,
      billingPeriod: priced.billingPeriod,
      additionalLicenses: priced.additionalLicenses,
      price: priced.price,
      ...changes,
      ownerId: user.id,
      updatedAt: this.deps.now(),
    };
    await this.deps.subscriptions.save(record);
    return subscriptionState(record);
  }

  private price(planId: string, billingPeriod: BillingPeriod, additionalLicenses: number): PricedPlan {
    const plan = planById(planId);
    if (!plan || plan.id === FREE_PLAN_ID) throw new ApiError('billing/plan_unknown');
    const priced = subscriptionPrice(plan, { billingPeriod, additionalLicenses });
    if (!priced.ok) throw new ApiError(priced.refusal);
    return { plan, billingPeriod, additionalLicenses, price: priced.price };
  }

  private configuredGateway(): PaymentGateway {
    if (this.deps.gateway === null) throw new ApiError('billing/not_configured');
    return this.deps.gateway;
  }

  private assertGateway(gateway: string): void {
    if (gateway !== this.deps.gateway?.id) throw new ApiError('billing/gateway_unavailable');
  }

  /** Members work under their owner's plan and cannot buy their own. */
  private async assertPayer(user: AuthUser): Promise<void> {
    const membership = await this.deps.organisations.membershipOf(user.id);
    if (membership && membership.role !== 'owner') throw new ApiError('billing/not_owner');
  }

  private async live(user: AuthUser): Promise<SubscriptionRecord> {
    await this.assertPayer(user);
    const existing = await this.deps.subscriptions.findByOwner(user.id);
    if (!existing || existing.status === 'canceled') throw new ApiError('billing/no_subscription');
    return existing;
  }

  /** A plan with fewer licenses than the organisation holds (members and open invitations) is refused. */
  private async assertSeats(user: AuthUser, priced: PricedPlan): Promise<void> {
    const membership = await this.deps.organisations.membershipOf(user.id);
    if (!membership) return;
    const members = await this.deps.organisations.members(membership.organisationId);
    const invites = await this.deps.organisations.openInvites(membership.organisationId, this.deps.now());
    const licenses =
      priced.plan.category === 'business' ? priced.plan.includedLicenses + priced.additionalLicenses : 1;
    if (members.length + invites.length > licenses) throw new ApiError('billing/licenses_in_use');
  }

  private accepted<T>(
    outcome: GatewayOutcome<T>,
    failure: 'billing/subscribe_failed' | 'billing/failed',
    user: AuthUser,
  ): T {
    if (outcome.ok) return outcome.value;
    this.deps.log(
      'payment-refused',
      { userId: user.id, gateway: this.deps.gateway?.id ?? null, reason: outcome.reason },
      'warn',
    );
    throw new ApiError(failure);
  }
}
