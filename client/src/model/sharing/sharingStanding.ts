import {
  isLicensed,
  type CurrentSubscriptionResponse,
  type OrganisationResponse,
} from '@kitchensync/schemas';

/** What the share dialog's rules need to know about the reader's organisation and plan. */
export interface SharingStanding {
  readonly hasCoworkers: boolean;
  readonly licensed: boolean;
}

/**
 * The reader's standing, as the api judges it (`OrganisationInviteeDirectory`): coworkers when their
 * organisation has anyone besides them; licensed by the plan they work under. A member works under
 * the owner's plan, which only the owner may read; members exist only while that plan paid for
 * their licence, so a member counts as licensed, and should the owner's plan lapse the api still
 * refuses what it no longer allows, with its own message.
 */
export function sharingStanding(
  organisation: OrganisationResponse['data'],
  subscription: CurrentSubscriptionResponse['data'],
): SharingStanding {
  const hasCoworkers = organisation !== null && organisation.members.length > 1;
  if (organisation?.role === 'member') return { hasCoworkers, licensed: true };
  const plan = subscription !== null && subscription.status !== 'canceled' ? subscription.plan : null;
  return { hasCoworkers, licensed: isLicensed(plan) };
}
