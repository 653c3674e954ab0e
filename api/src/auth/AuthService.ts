import {
  RESET_CODE_TTL_MS,
  createId,
  type AuthUser,
  type DesignerLoginRequest,
  type ForgotPasswordRequest,
  type ForgotVerifyRequest,
  type GuestLoginRequest,
  type GuestLoginResponse,
  type SessionsResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { Mailer } from '../mail/Mailer';
import type { AuthCodePurpose } from './AuthCodeRecord';
import type { AuthCodeRepository } from './AuthCodeRepository';
import { collabSessionId } from './collabSessionId';
import { FAILURES_BEFORE_CODE, type AuthLimits } from './AuthLimits';
import type { Authentication } from './Authentication';
import { authMail } from './authMail';
import { guestCookie } from './guestCookie';
import type { HomeDomainRedirect } from './HomeDomainRedirect';
import { passwordHash } from './passwordHash';
import type { SessionRepository } from './SessionRepository';
import { sessionToken } from './sessionToken';
import { toAuthUser } from './toAuthUser';
import type { TrustedDeviceRepository } from './TrustedDeviceRepository';
import type { UserRecord } from './UserRecord';
import type { UserRepository } from './UserRepository';
import { verificationCode } from './verificationCode';

/** Wrong tries a mailed code survives; the next one burns it and a new code must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

/** Where a login attempt comes from: the client address and the browser's device cookie, if any. */
export interface AttemptContext {
  ip: string;
  deviceToken: string | null;
}

export interface SessionAuth {
  token: string;
  user: AuthUser;
}

/** A finished login; `deviceToken` is set when this browser just became trusted and needs its cookie. */
export interface LoginResult {
  auth: SessionAuth;
  deviceToken: string | null;
}

/** A guest login attempt: where it comes from, and the account its session is already of, if any. */
export interface GuestAttemptContext extends AttemptContext {
  signedInAs: string | null;
}

/** The guest login's answer; `deviceToken` as in `LoginResult`. */
export interface GuestLoginResult {
  data: GuestLoginResponse['data'];
  deviceToken: string | null;
}

export interface AuthServiceDependencies {
  users: UserRepository;
  sessions: SessionRepository;
  authCodes: AuthCodeRepository;
  trustedDevices: TrustedDeviceRepository;
  limits: AuthLimits;
  mailer: Mailer;
  homes: HomeDomainRedirect;
  now: () => number;
  /**
   * Told the `collabSessionId` of every session that ends, so that its collab tickets and sockets end
   * with it; resolves once that holds on every collab instance.
   */
  onSessionEnded?: (collabSessionId: string) => void | Promise<void>;
  /**
   * The addresses ADMIN_EMAILS makes admins (lower case). Whoever first logs in as one becomes an
   * admin, so such an account is not made by the address alone: the mailed code proves the mailbox.
   */
  listedAdmins?: ReadonlySet<string>;
}

export class AuthService {
  private readonly users: UserRepository;
  private readonly sessions: SessionRepository;
  private readonly now: () => number;

  constructor(private readonly deps: AuthServiceDependencies) {
    this.users = deps.users;
    this.sessions = deps.sessions;
    this.now = deps.now;
  }

  /**
   * Logs a guest in by e-mail alone. `here` is the client domain the request came to (null on the
   * product's own hosts); an account made elsewhere is sent to its home domain first. An address
   * that belongs to a designer (it has a password) must not be usable without that password, so
   * the answer then asks for it instead. A new address makes the account, and this browser its own.
   * An existing guest account opens at once only in a browser of its own (logged in as it, or
   * trusted by it); anywhere else knowing the address is not enough, so a code is mailed to it and
   * only that code starts the session, as the designer login does for a browser it does not know.
   * So does a new account for an address ADMIN_EMAILS lists, which is an admin from its first login.
   */
  async guestLogin(
    request: GuestLoginRequest,
    here: string | null,
    context: GuestAttemptContext,
  ): Promise<GuestLoginResult> {
    const email = request.email.toLowerCase();
    const candidateId = createId('user');
    const user = await this.users.findOrCreate({
      id: candidateId,
      email,
      name: request.email.slice(0, request.email.indexOf('@')),
      passwordHash: null,
      createdAt: this.now(),
      homeHost: here,
    });
    const redirect = await this.deps.homes.redirectFor(user, here);
    if (redirect !== null) return { data: { redirect }, deviceToken: null };
    if (user.passwordHash !== null) return { data: { askForPassword: true }, deviceToken: null };
    const madeNow = user.id === candidateId;
    if (madeNow && !this.deps.listedAdmins?.has(email)) {
      const deviceToken = await this.trustDevice(user, context);
      return { data: { auth: await this.startSession(user) }, deviceToken };
    }
    if (await this.isOwnBrowser(user, context)) {
      return { data: { auth: await this.startSession(user) }, deviceToken: null };
    }
    await this.assertOpen(email, context);
    if (request.code === undefined) {
      await this.mailCode(user, 'login');
      throw new ApiError('auth/code_required');
    }
    await this.useCode(user, 'login', request.code, context);
    await this.deps.limits.accountFailures.clear(email);
    const deviceToken = await this.trustDevice(user, context);
    return { data: { auth: await this.startSession(user) }, deviceToken };
  }

  /**
   * E-mail and password, then a mailed code when the browser is not trusted by this account yet or
   * when the account saw recent failures; the code makes the browser trusted.
   */
  async designerLogin(request: DesignerLoginRequest, context: AttemptContext): Promise<LoginResult> {
    const email = request.email.toLowerCase();
    await this.assertOpen(email, context);
    const user = await this.users.findByEmail(email);
    if (user === null || user.passwordHash === null) {
      await passwordHash.verifyNothing(request.password);
      await this.countFailure(email, context);
      throw new ApiError('auth/invalid_credentials');
    }
    if (!(await passwordHash.verify(request.password, user.passwordHash))) {
      await this.countFailure(email, context);
      throw new ApiError('auth/invalid_credentials');
    }
    const trusted =
      context.deviceToken !== null &&
      (await this.deps.trustedDevices.isTrusted(user.id, sessionToken.hash(context.deviceToken)));
    const recentFailures = await this.deps.limits.accountFailures.failures(email);
    let deviceToken: string | null = null;
    if (!trusted || recentFailures >= FAILURES_BEFORE_CODE) {
      if (request.code === undefined) {
        await this.mailCode(user, 'login');
        throw new ApiError('auth/code_required');
      }
      await this.useCode(user, 'login', request.code, context);
      deviceToken = await this.trustDevice(user, context);
    }
    await this.deps.limits.accountFailures.clear(email);
    return { auth: await this.startSession(user), deviceToken };
  }

  /** Mails a reset code when the address has an account; the answer never tells whether it has. */
  async forgot(request: ForgotPasswordRequest, context: AttemptContext): Promise<void> {
    const email = request.email.toLowerCase();
    await this.deps.limits.codeMails.assertOpen(email);
    await this.deps.limits.ipFailures.assertOpen(context.ip);
    // Counted for unknown addresses too, so the limit cannot tell them apart either.
    await this.deps.limits.codeMails.fail(email);
    await this.deps.limits.ipFailures.fail(context.ip);
    const user = await this.users.findByEmail(email);
    if (user !== null) await this.sendCode(user, 'reset');
  }

  /**
   * A right reset code sets the new password (a guest thereby becomes a designer), ends every other
   * session of the account, trusts this browser and logs it in.
   */
  async forgotVerify(request: ForgotVerifyRequest, context: AttemptContext): Promise<LoginResult> {
    const email = request.email.toLowerCase();
    await this.assertOpen(email, context);
    const user = await this.users.findByEmail(email);
    if (user === null) {
      await this.countFailure(email, context);
      throw new ApiError('auth/code_invalid');
    }
    await this.useCode(user, 'reset', request.code, context);
    const updated = await this.users.update(user.id, {
      passwordHash: await passwordHash.create(request.password),
    });
    if (updated === null) throw new ApiError('auth/code_invalid');
    await this.endAllSessions(user.id, null);
    await this.deps.limits.accountFailures.clear(email);
    const deviceToken = await this.trustDevice(updated, context);
    return { auth: await this.startSession(updated), deviceToken };
  }

  /** A new password in place of the current one; every other session of the account ends. */
  async changePassword(
    authentication: Authentication,
    currentPassword: string,
    password: string,
    context: AttemptContext,
  ): Promise<void> {
    const user = await this.users.findById(authentication.user.id);
    if (user === null) throw new ApiError('auth/required');
    if (user.passwordHash === null) throw new ApiError('account/password_not_set');
    await this.assertOpen(user.email, context);
    if (!(await passwordHash.verify(currentPassword, user.passwordHash))) {
      await this.countFailure(user.email, context);
      throw new ApiError('account/current_password_wrong');
    }
    await this.users.update(user.id, { passwordHash: await passwordHash.create(password) });
    await this.endAllSessions(user.id, authentication.tokenHash);
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
    await this.sessionsEnded([authentication.tokenHash]);
  }

  /** The caller's live sessions; a session's id is its token's hash, which cannot be used to log in. */
  async listSessions(authentication: Authentication): Promise<SessionsResponse['data']> {
    const sessions = await this.sessions.listActive(authentication.user.id, this.now());
    return sessions.map((session) => ({
      id: session.tokenHash,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      current: session.tokenHash === authentication.tokenHash,
    }));
  }

  async endSession(authentication: Authentication, sessionId: string): Promise<void> {
    const sessions = await this.sessions.listActive(authentication.user.id, this.now());
    if (!sessions.some((session) => session.tokenHash === sessionId)) throw new ApiError('session/not_found');
    await this.sessions.revoke(sessionId, this.now());
    await this.sessionsEnded([sessionId]);
  }

  async startSession(user: UserRecord): Promise<SessionAuth> {
    const token = sessionToken.create();
    const createdAt = this.now();
    await this.sessions.create({
      tokenHash: sessionToken.hash(token),
      userId: user.id,
      createdAt,
      expiresAt: createdAt + guestCookie.maxAgeMs,
      revokedAt: null,
    });
    return { token, user: toAuthUser(user) };
  }

  /** Every live session of the user but `keepTokenHash` ends. */
  private async endAllSessions(userId: string, keepTokenHash: string | null): Promise<void> {
    const live = await this.sessions.listActive(userId, this.now());
    await this.sessions.revokeAllOfUser(userId, this.now(), keepTokenHash);
    await this.sessionsEnded(
      live.map((session) => session.tokenHash).filter((tokenHash) => tokenHash !== keepTokenHash),
    );
  }

  private async sessionsEnded(tokenHashes: readonly string[]): Promise<void> {
    const { onSessionEnded } = this.deps;
    if (onSessionEnded === undefined) return;
    await Promise.all(tokenHashes.map(async (tokenHash) => onSessionEnded(collabSessionId(tokenHash))));
  }

  private async assertOpen(email: string, context: AttemptContext): Promise<void> {
    await this.deps.limits.ipFailures.assertOpen(context.ip);
    await this.deps.limits.accountFailures.assertOpen(email);
  }

  private async countFailure(email: string, context: AttemptContext): Promise<void> {
    await this.deps.limits.accountFailures.fail(email);
    await this.deps.limits.ipFailures.fail(context.ip);
  }

  private async mailCode(user: UserRecord, purpose: AuthCodePurpose): Promise<void> {
    await this.deps.limits.codeMails.assertOpen(user.email);
    await this.deps.limits.codeMails.fail(user.email);
    await this.sendCode(user, purpose);
  }

  private async sendCode(user: UserRecord, purpose: AuthCodePurpose): Promise<void> {
    const code = verificationCode.create();
    const createdAt = this.now();
    await this.deps.authCodes.put({
      userId: user.id,
      purpose,
      codeHash: verificationCode.hash(code),
      createdAt,
      expiresAt: createdAt + RESET_CODE_TTL_MS,
      attempts: 0,
    });
    const mail = purpose === 'login' ? authMail.loginCode(code) : authMail.resetCode(code);
    await this.deps.mailer.send({ to: user.email, ...mail });
  }

  /** Spends the code or counts a wrong try against it, the account and the address. */
  private async useCode(
    user: UserRecord,
    purpose: AuthCodePurpose,
    code: string,
    context: AttemptContext,
  ): Promise<void> {
    const stored = await this.deps.authCodes.find(user.id, purpose);
    const valid =
      stored !== null &&
      stored.expiresAt > this.now() &&
      stored.attempts < MAX_CODE_ATTEMPTS &&
      verificationCode.matches(code, stored.codeHash);
    if (!valid) {
      if (stored !== null) await this.deps.authCodes.addFailedAttempt(user.id, purpose);
      await this.countFailure(user.email, context);
      throw new ApiError('auth/code_invalid');
    }
    await this.deps.authCodes.remove(user.id, purpose);
  }

  /**
   * A browser the account has used: its session is of this account, or it passed a code for it or
   * made it. The body's `userId` is not asked: user ids are shown to coworkers and are no secret.
   */
  private async isOwnBrowser(user: UserRecord, context: GuestAttemptContext): Promise<boolean> {
    if (context.signedInAs === user.id) return true;
    return (
      context.deviceToken !== null &&
      this.deps.trustedDevices.isTrusted(user.id, sessionToken.hash(context.deviceToken))
    );
  }

  private async trustDevice(user: UserRecord, context: AttemptContext): Promise<string> {
    const deviceToken = context.deviceToken ?? sessionToken.create();
    await this.deps.trustedDevices.trust(user.id, sessionToken.hash(deviceToken), this.now());
    return deviceToken;
  }
}
