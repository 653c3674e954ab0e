import type { Plan } from '@kitchensync/schemas';
import type { UserPlans } from '../billing/UserPlans';
import type { AdminRepository } from './AdminRepository';

export interface Standing {
  planId: string;
  isAdmin: boolean;
}

/**
 * The caller's plan and admin flag, as the catalogue and client domains need them. The plan is
 * billing's "plan of user" (`UserPlans`: a member's is its organisation owner's, free without a
 * live subscription), so locked items follow the real subscription; the admin flag is the
 * accounts' own (`AdminRepository`), and only the admin seam changes it.
 */
export class AccountStanding {
  constructor(
    private readonly userPlans: UserPlans,
    private readonly admins: AdminRepository,
  ) {}

  planOf(userId: string): Promise<Plan> {
    return this.userPlans.planOf(userId);
  }

  isAdmin(userId: string): Promise<boolean> {
    return this.admins.isAdmin(userId);
  }

  /** The standing after setting the admin flag, or null when there is no such user. */
  async setAdmin(userId: string, isAdmin: boolean): Promise<Standing | null> {
    if (!(await this.admins.setAdmin(userId, isAdmin))) return null;
    return { planId: (await this.planOf(userId)).id, isAdmin: await this.isAdmin(userId) };
  }
}
