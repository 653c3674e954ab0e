import { z } from 'zod';
import { type Credential, CredentialSchema } from '../account/credential';

/**
 * The commenters the Comments popup knows, by credential id; posting a comment answers with the
 * entries it needs (spec 002 section 7).
 */
export const CredentialCacheSchema = z.record(z.string(), CredentialSchema);
export type CredentialCache = z.infer<typeof CredentialCacheSchema>;

export const UNKNOWN_COMMENTER = 'Unknown';

/** How a commenter is named: their name, else their e-mail, else Unknown (spec 002 sections 3 and 8). */
export function commenterLabel(entry: Partial<Pick<Credential, 'name' | 'email'>> | undefined): string {
  const name = entry?.name?.trim() ?? '';
  if (name !== '') return name;
  const email = entry?.email?.trim() ?? '';
  return email === '' ? UNKNOWN_COMMENTER : email;
}
