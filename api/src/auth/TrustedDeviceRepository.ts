/**
 * Browsers that passed a login code for an account; a designer logging in from one of them is not
 * asked for a code again (unless recent failures make the server ask anyway). Only hashes are kept.
 */
export interface TrustedDeviceRepository {
  trust(userId: string, deviceHash: string, now: number): Promise<void>;
  isTrusted(userId: string, deviceHash: string): Promise<boolean>;
}
