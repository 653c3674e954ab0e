import { z } from 'zod';

/**
 * A person's login as others see it: a coworker (POST /api/auth/coworkers) or a commenter. Name and
 * e-mail may be missing for accounts that never gave them, which `commenterLabel` shows as Unknown.
 */
export const CredentialSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().default(''),
  email: z.string().default(''),
});

export type Credential = z.infer<typeof CredentialSchema>;
export type CredentialInput = z.input<typeof CredentialSchema>;
