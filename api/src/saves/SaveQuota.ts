import { canCreateSave, type AuthUser } from '@kitchensync/schemas';
import type { UserPlans } from '../billing/UserPlans';
import { ApiError } from '../http/ApiError';
import type { SaveRepository } from './SaveRepository';

/**
 * How many saves a plan keeps (`savesNumber`: the free plan's 5; the spec's "5 projects/saves").
 * Every way a new save comes to be (create, duplicate, import) asks first, with the plan the owner
 * works under (`UserPlans`: a member's is its organisation owner's) and the saves it owns; saves
 * shared with it are someone else's and do not count.
 */
export class SaveQuota {
  constructor(
    private readonly saves: SaveRepository,
    private readonly userPlans: UserPlans,
  ) {}

  /** Refuses with save/limit_reached when one more save would not fit the owner's plan. */
  async assertRoomFor(owner: AuthUser): Promise<void> {
    const [plan, owned] = await Promise.all([
      this.userPlans.planOf(owner.id),
      this.saves.countOwnedBy(owner.id),
    ]);
    if (!canCreateSave(plan, owned)) throw new ApiError('save/limit_reached');
  }
}
