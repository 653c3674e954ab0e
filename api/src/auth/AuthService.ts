import {
  createId,
  type AuthUser,
  type GuestLoginRequest,
  type GuestLoginResponse,
} from '@kitchensync/schemas';
import type { Authentication } from './Authentication';
import { guestCookie } from './guestCookie';
import type { SessionRepository } from './SessionRepository';
import { sessionToken } from './sessionToken';
import type { UserRecord } from './UserRecord';
import type { UserRepository } from './UserRepository';

function toAuthUser(user: UserRecord): AuthUser {
  return { id: user.id, email: user.email, name: user.name, guest: user.passwordHash === null };
}

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Logs a guest in by e-mail alone. An address that belongs to a designer (it has a password)
   * must not be usable without that password, so the answer then asks for it instead.
   */
  async guestLogin(request: GuestLoginRequest): Promise<GuestLoginResponse['data']> {
    const email = request.email.toLowerCase();
    const user = await this.users.findOrCreate({
      id: createId('user'),
      email,
      name: request.email.slice(0, request.email.indexOf('@')),
      passwordHash: null,
      createdAt: this.now(),
    });
    if (user.passwordHash !== null) return { askForPassword: true };

    const token = sessionToken.create();
    const createdAt = this.now();
    await this.sessions.create({
      tokenHash: sessionToken.hash(token),
      userId: user.id,
      createdAt,
      expiresAt: createdAt + guestCookie.maxAgeMs,
      revokedAt: null,
    });
    return { auth: { token, user: toAuthUser(user) } };
  }

  /** Null for anything but a live session: unknown, expired and revoked tokens all mean "not logged in". */
  async authenticate(token: string): Promise<Authentication | null> {
    const tokenHash = sessionToken.hash(token);
    const session = await this.sessions.findActive(tokenHash, this.now());
    if (!session) return null;
    const user = await this.users.findById(session.userId);
    return user ? { user: toAuthUser(user), tokenHash } : null;
  }

  async logout(authentication: Authentication): Promise<void> {
    await this.sessions.revoke(authentication.tokenHash, this.now());
  }
}
