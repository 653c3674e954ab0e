/** What a mailed code is for: a login from an untrusted device, or a password reset. */
export type AuthCodePurpose = 'login' | 'reset';

/** One live code per user and purpose; a new one replaces the old. Only a salted hash is kept. */
export interface AuthCodeRecord {
  userId: string;
  purpose: AuthCodePurpose;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  /** Wrong tries so far; the code is burned at `MAX_CODE_ATTEMPTS`. */
  attempts: number;
}
