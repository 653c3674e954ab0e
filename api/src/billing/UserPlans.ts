import { FREE_PLAN, planById, type Plan } from '@kitchensync/schemas';
import type { OrganisationRepository } from '../organisations/OrganisationRepository';
import type { SubscriptionRecord } from './SubscriptionRecord';
import type { SubscriptionRepository } from './SubscriptionRepository';

/** The plan someone works under and the subscription that pays for it (null on the free plan). */
export interface PlanStanding {
  plan: Plan;
  /** The user's own subscription, or its organisation owner's when it is a member. */
  subscription: SubscriptionRecord | null;
  /** Licenses the plan gives: its included ones plus those bought on top. */
  licenses: number;
}

/**
 * "Plan of user" for every feature: members of an organisation work under its owner's plan; anyone
 * else under their own; the free plan when there is no subscription or it was canceled. A past-due
 * subscription keeps its plan while the gateway retries the payment.
 *
 * `await userPlans.planOf(user.id)` then `canCreateSave(plan, count)`, `catalogueAccess(plan, …)`,
 * `isLicensed(plan)` from schemas.
 */
export class UserPlans {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly subscriptions: SubscriptionRepository,
  ) {}

  async planOf(userId: string): Promise<Plan> {
    return (await this.standingOf(userId)).plan;
  }

  async standingOf(userId: string): Promise<PlanStanding> {
    const membership = await this.organisations.membershipOf(userId);
    const organisation = membership ? await this.organisations.findById(membership.organisationId) : null;
    const payerId = organisation?.ownerId ?? userId;
    const subscription = await this.subscriptions.findByOwner(payerId);
    const plan =
      subscription && subscription.status !== 'canceled' ? planById(subscription.planId) : undefined;
    if (!subscription || !plan)
      return { plan: FREE_PLAN, subscription: null, licenses: FREE_PLAN.includedLicenses };
    return { plan, subscription, licenses: plan.includedLicenses + subscription.additionalLicenses };
  }
}
