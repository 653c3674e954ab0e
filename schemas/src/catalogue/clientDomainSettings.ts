import { z } from 'zod';
import { ModelTypeSchema } from './modelType';

/**
 * How a client domain sells: with the full cart, cart only (no price editing either way) or with
 * no cart at all (spec 001 section 6).
 */
export const ClientDomainCartSchema = z.enum(['full', 'cartOnly', 'none']);
export type ClientDomainCart = z.infer<typeof ClientDomainCartSchema>;

/** A host name as browsers send it in Host, without the port, lower case. */
export const ClientDomainHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, 'must be a host name');

/**
 * The white-label settings of one client domain (spec 001 sections 1, 2 and 6; spec 000 sections 1
 * and 6; spec 002 sections 1 and 6). `accountId` names the catalogue account whose prices, openings
 * and live chat the domain shows. `step4` hides doors, windows and openings in the Floor Plan
 * panel. The catalogue restriction keeps only the listed model types and collections (null: all);
 * locked items are never shown on a client domain. `extraPlanId` is the one non-business plan the
 * purchase dialog also offers there.
 */
export const ClientDomainSettingsSchema = z.object({
  host: ClientDomainHostSchema,
  accountId: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  logo: z.string().max(2000).default(''),
  step4: z.boolean().default(false),
  cart: ClientDomainCartSchema.default('full'),
  extraPlanId: z.string().min(1).max(100).nullable().default(null),
  // http(s) only: the client opens it as a link, where a javascript: URL would run script.
  liveChatUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  catalogue: z
    .object({
      modelTypes: z.array(ModelTypeSchema).max(20).nullable().default(null),
      collections: z.array(z.string().min(1).max(100)).max(200).nullable().default(null),
    })
    .default({ modelTypes: null, collections: null }),
});

export type ClientDomainSettings = z.infer<typeof ClientDomainSettingsSchema>;
export type ClientDomainSettingsInput = z.input<typeof ClientDomainSettingsSchema>;

/** Cart-only and cartless domains hide price editing (spec 001 section 6). */
export function clientDomainHidesPrices(settings: Pick<ClientDomainSettings, 'cart'>): boolean {
  return settings.cart !== 'full';
}
