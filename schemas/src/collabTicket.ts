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
  /** The person's presence colour (#rrggbb); when absent the collab-server derives one from the user. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  /**
   * Names the api session that fetched the ticket (derived from it, not the session's own id), so that
   * ending the session (logout) can refuse its tickets and close its sockets. Absent without a login.
   */
  sessionId: z.string().min(1).max(200).optional(),
});

export type CollabTicketClaims = z.infer<typeof CollabTicketClaimsSchema>;

/** The URL path of a save's collab room; the client appends `?ticket=…`. */
export const COLLAB_PATH_PREFIX = '/collab/';

/**
 * What the collab endpoint adds to the y-websocket wire protocol, shared by server and client: the
 * acknowledgement message (type, then varuint seq: every change this client sent is durable up to seq)
 * and the application close codes. The stock client gives up on 4400-4499 and retries on the rest.
 */
export const COLLAB_WIRE = {
  ackMessageType: 4,
  /**
   * Server to client only, no payload: the save's details (its name) changed through the api; refetch
   * them. Clients without a handler for it log it and carry on, as with the acknowledgement.
   */
  saveDetailsChangedMessageType: 5,
  /**
   * Server to client only, payload a varstring account id: the catalogue prices of that account changed
   * (an admin's bulk edit). Sent to every open room, since the server cannot tell which account prices a
   * client's cart (its own user, or a client domain's); a client whose catalogue account it is refetches
   * the catalogue. It carries no price, so confidential viewers receive nothing they may not see.
   */
  cataloguePricesChangedMessageType: 6,
  /** The user's access to the save changed: fetch a fresh ticket (with the new role) and rejoin. */
  accessChangedCloseCode: 4001,
  /** A newer version of the product wrote the document: reload the app instead of rejoining. */
  reloadRequiredCloseCode: 4426,
} as const;
