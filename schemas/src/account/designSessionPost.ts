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

/**
 * A session as JSON may take this many characters: room for hundreds of checkpoints and history
 * actions of a long visit, small enough that a flood of posts cannot fill the store.
 */
export const DESIGN_SESSION_MAX_CHARS = 64 * 1024;

/** Session ids are made by the browser; these keep them usable as keys and in logs. */
export const DesignSessionIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');

const BoundedDesignSessionSchema = DesignSessionSchema.extend({ id: DesignSessionIdSchema }).superRefine(
  (session, context) => {
    if (JSON.stringify(session).length > DESIGN_SESSION_MAX_CHARS) {
      context.addIssue({
        code: 'custom',
        message: `a design session takes at most ${DESIGN_SESSION_MAX_CHARS} characters as JSON`,
      });
    }
  },
);

/**
 * POST /api/designSession/post; `autosave` is the user's autosave setting. `token` is the caller's
 * session token: the browser may send the session while the page unloads (`sendBeacon`), which
 * cannot set an Authorization header.
 */
export const DesignSessionPostRequestSchema = z.object({
  token: z.string().min(1).max(200),
  designSession: BoundedDesignSessionSchema,
  autosave: z.boolean(),
});
export type DesignSessionPostRequest = z.infer<typeof DesignSessionPostRequestSchema>;
