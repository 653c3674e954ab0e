import { z } from 'zod';
import type { NodeKind } from '../ids';

/** An id that names its kind (`wall_…`), so references can be checked and a node found from its id. */
export function nodeIdSchema(kind: NodeKind) {
  return z.string().regex(new RegExp(`^${kind}_[A-Za-z0-9_-]+$`), `must be a ${kind} id (${kind}_…)`);
}
