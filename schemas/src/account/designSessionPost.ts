import { z } from 'zod';
import { DesignSessionSchema } from './designSession';

/** A browser reports at most this many sessions, so a tab left open does not flood the analytics. */
export const DESIGN_SESSION_POST_LIMIT = 3;

/** The session is sent only while fewer than three were sent and sessions are on (spec 000 section 7). */
export function shouldPostDesignSession(context: {
  readonly sessionCount: number;
  readonly sessionsEnabled: boolean;
}): boolean {
  return context.sessionsEnabled && context.sessionCount < DESIGN_SESSION_POST_LIMIT;
}

/** POST /api/designSession/post; `autosave` is the user's autosave setting. */
export const DesignSessionPostRequestSchema = z.object({
  token: z.string().min(1),
  designSession: DesignSessionSchema,
  autosave: z.boolean(),
});
export type DesignSessionPostRequest = z.infer<typeof DesignSessionPostRequestSchema>;
