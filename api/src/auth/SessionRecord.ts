/** A login session; only the token's hash is kept, so a leaked database holds no usable tokens. */
export interface SessionRecord {
  tokenHash: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}
