import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export const sessionToken = {
  create(): string {
    return randomBytes(TOKEN_BYTES).toString('base64url');
  },
  /** Tokens are 256 random bits, so an unsalted fast hash is enough to make a stolen table useless. */
  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  },
};
