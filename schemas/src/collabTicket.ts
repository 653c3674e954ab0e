import { z } from 'zod';
import { RoleSchema } from './role';

/** How long a collab ticket may be presented at the WebSocket upgrade. */
export const COLLAB_TICKET_TTL_SECONDS = 120;

/** What a signed collab ticket asserts: who may join which save's room, and how. */
export const CollabTicketClaimsSchema = z.object({
  saveId: z.string().min(1),
  role: RoleSchema,
  userId: z.string().nullable(),
  name: z.string(),
});

export type CollabTicketClaims = z.infer<typeof CollabTicketClaimsSchema>;

/** The URL path of a save's collab room; the client appends `?ticket=…`. */
export const COLLAB_PATH_PREFIX = '/collab/';
