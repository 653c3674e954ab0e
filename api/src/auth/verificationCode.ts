import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits, as the login and reset dialogs ask for them. */
export const verificationCode = {
  create(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  },

  /** `salt:sha256(salt + code)`; a code lives minutes and allows a few tries, so a fast hash is enough. */
  hash(code: string): string {
    const salt = randomBytes(12).toString('base64url');
    return `${salt}:${createHash('sha256')
      .update(salt + code)
      .digest('base64url')}`;
  },

  matches(code: string, stored: string): boolean {
    const [salt, digest] = stored.split(':');
    if (salt === undefined || digest === undefined) return false;
    const expected = Buffer.from(digest, 'base64url');
    const actual = createHash('sha256')
      .update(salt + code)
      .digest();
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
