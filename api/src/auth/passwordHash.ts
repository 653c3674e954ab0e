import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt minimum (N=2^17, r=8, p=1) costs 128 MiB per hash; 2^15 keeps a login at ~32 MiB
// and tens of milliseconds on a small server, which the attempt limits make up for.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { ...params, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Passwords as `scrypt$N$r$p$salt$key` (base64url), a fresh salt for each. The parameters travel
 * with the hash so they can be raised later without breaking stored ones.
 */
export const passwordHash = {
  async create(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, PARAMS);
    return [
      'scrypt',
      PARAMS.N,
      PARAMS.r,
      PARAMS.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  },

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || key === undefined) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },

  /**
   * Spends the time of one verification for an address with no password, so the time an answer
   * takes does not tell which addresses have accounts.
   */
  async verifyNothing(password: string): Promise<void> {
    await derive(password, randomBytes(SALT_BYTES), PARAMS);
  },
};
