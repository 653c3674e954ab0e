import type { Plan } from '@kitchensync/schemas';
import type { UserRepository } from '../auth/UserRepository';
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
 * accounts' own (`AdminRepository`), and only the admin seam changes it. The operator's
 * `adminEmails` (ADMIN_EMAILS) are admins while listed, so a new installation has a first admin to
 * grant the flag to others.
 */
export class AccountStanding {
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    private readonly userPlans: UserPlans,
    private readonly admins: AdminRepository,
    private readonly users: UserRepository,
    adminEmails: readonly string[] = [],
  ) {
    this.adminEmails = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  }

  planOf(userId: string): Promise<Plan> {
    return this.userPlans.planOf(userId);
  }

  async isAdmin(userId: string): Promise<boolean> {
    if (await this.admins.isAdmin(userId)) return true;
    if (this.adminEmails.size === 0) return false;
    const user = await this.users.findById(userId);
    return user !== null && this.adminEmails.has(user.email);
  }

  /** The standing after setting the admin flag, or null when there is no such user. */
  async setAdmin(userId: string, isAdmin: boolean): Promise<Standing | null> {
    if (!(await this.admins.setAdmin(userId, isAdmin))) return null;
    return { planId: (await this.planOf(userId)).id, isAdmin: await this.isAdmin(userId) };
  }
}
