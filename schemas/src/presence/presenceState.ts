import { z } from 'zod';
import { RoleSchema } from '../role';

/** At most this many selected ids are shared, so a state stays well under the server's 8 KB cap. */
export const MAX_PRESENCE_SELECTION = 100;

const finite = z.number().finite();
const vector3 = z.tuple([finite, finite, finite]);

/** Who a presence state belongs to; the collab-server writes it from the ticket, clients never do. */
export const PresenceUserSchema = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  role: RoleSchema,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

export type PresenceUser = z.infer<typeof PresenceUserSchema>;

/** A point on the floor, in meters (x east, z south), where a person's pointer is over the design. */
export const PresencePointerSchema = z.object({ x: finite, z: finite });

export type PresencePointer = z.infer<typeof PresencePointerSchema>;

/** Where a person looks from: enough for a coworker to follow in either view. */
export const PresenceCameraSchema = z.object({
  view: z.enum(['top', 'perspective']),
  position: vector3,
  target: vector3,
  zoom: finite.positive(),
});

export type PresenceCamera = z.infer<typeof PresenceCameraSchema>;

/**
 * What one client says about itself in Yjs awareness (DESIGN.md section 3, presence scope): never
 * saved, relayed by the collab-server. Each field defaults, so a client that has not said anything yet
 * (or an older one) still reads as a person in the room.
 */
export const PresenceStateSchema = z.object({
  user: PresenceUserSchema,
  selection: z.array(z.string().min(1)).max(MAX_PRESENCE_SELECTION).default([]),
  pointer: PresencePointerSchema.nullable().default(null),
  camera: PresenceCameraSchema.nullable().default(null),
});

export type PresenceState = z.infer<typeof PresenceStateSchema>;

/** What a client publishes: everything but `user`, which the server stamps. */
export type OwnPresence = Omit<PresenceState, 'user'>;
