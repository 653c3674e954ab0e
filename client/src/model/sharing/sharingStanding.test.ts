import { FREE_PLAN, planById, type OrganisationResponse, type SubscriptionState } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { sharingStanding } from './sharingStanding';

const team = planById('team')!;
const member = (id: string, role: 'owner' | 'member') => ({ id, name: id, email: `${id}@x.com`, role });
const organisation = (
  role: 'owner' | 'member',
  members: ReturnType<typeof member>[],
): NonNullable<OrganisationResponse['data']> => ({
  id: 'org_1',
  name: 'Org',
  ownerId: 'u_owner',
  role,
  members,
  invites: [],
  licenses: { total: 3, used: members.length, reserved: 0 },
});
const subscription = (status: SubscriptionState['status'], plan = team): SubscriptionState => ({
  plan,
  billingPeriod: 'monthly',
  additionalLicenses: 0,
  price: plan.monthlyPrice,
  status,
});

describe('sharingStanding', () => {
  it('has coworkers only when the organisation has someone besides the reader', () => {
    expect(sharingStanding(null, null).hasCoworkers).toBe(false);
    expect(sharingStanding(organisation('owner', [member('u_owner', 'owner')]), null).hasCoworkers).toBe(
      false,
    );
    expect(
      sharingStanding(organisation('owner', [member('u_owner', 'owner'), member('u_b', 'member')]), null)
        .hasCoworkers,
    ).toBe(true);
  });

  it('is licensed by a paid plan that is not canceled, and not by the free plan or none', () => {
    expect(sharingStanding(null, subscription('active')).licensed).toBe(true);
    expect(sharingStanding(null, subscription('past_due')).licensed).toBe(true);
    expect(sharingStanding(null, subscription('canceled')).licensed).toBe(false);
    expect(sharingStanding(null, subscription('active', FREE_PLAN)).licensed).toBe(false);
    expect(sharingStanding(null, null).licensed).toBe(false);
  });

  it('counts a member as licensed, whose plan is the owner’s, without a subscription of their own', () => {
    const members = [member('u_owner', 'owner'), member('u_me', 'member')];
    expect(sharingStanding(organisation('member', members), null)).toEqual({
      hasCoworkers: true,
      licensed: true,
    });
  });
});
