import type { AuthCodePurpose, AuthCodeRecord } from './AuthCodeRecord';

export interface AuthCodeRepository {
  /** Stores the code, replacing any earlier one of the same user and purpose. */
  put(code: AuthCodeRecord): Promise<void>;
  find(userId: string, purpose: AuthCodePurpose): Promise<AuthCodeRecord | null>;
  /** Counts one wrong try and returns the new count (0 when there is no such code). */
  addFailedAttempt(userId: string, purpose: AuthCodePurpose): Promise<number>;
  remove(userId: string, purpose: AuthCodePurpose): Promise<void>;
}
