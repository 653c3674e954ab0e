import type { AccountResponse, UpdateAccountRequest } from '@kitchensync/schemas';
import type { AttemptContext, AuthService } from '../auth/AuthService';
import type { Authentication } from '../auth/Authentication';
import type { UserRepository } from '../auth/UserRepository';
import { toAuthUser } from '../auth/toAuthUser';
import { subscriptionState } from '../billing/BillingService';
import type { UserPlans } from '../billing/UserPlans';
import { ApiError } from '../http/ApiError';
import type { OrganisationDirectory } from '../organisations/OrganisationDirectory';

/** The account setup page on the app host: who am I, my plan and organisation; my name and password. */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly auth: AuthService,
    private readonly userPlans: UserPlans,
    private readonly directory: OrganisationDirectory,
  ) {}

  async view(authentication: Authentication): Promise<AccountResponse['data']> {
    const user = await this.users.findById(authentication.user.id);
    if (!user) throw new ApiError('auth/required');
    const standing = await this.userPlans.standingOf(user.id);
    const organisation = await this.directory.organisationOf(user.id);
    return {
      user: toAuthUser(user),
      plan: standing.plan,
      subscription: standing.subscription ? subscriptionState(standing.subscription) : null,
      organisation: organisation
        ? { id: organisation.id, name: organisation.name, role: organisation.role }
        : null,
    };
  }

  /** The password is checked and changed before the name, so a wrong password changes nothing. */
  async update(
    authentication: Authentication,
    request: UpdateAccountRequest,
    context: AttemptContext,
  ): Promise<AccountResponse['data']> {
    if (request.password !== undefined && request.currentPassword !== undefined) {
      await this.auth.changePassword(authentication, request.currentPassword, request.password, context);
    }
    if (request.name !== undefined) await this.users.update(authentication.user.id, { name: request.name });
    return this.view(authentication);
  }
}
