import type { DesignSession } from '@kitchensync/schemas';

/** A stored design session: the session, whose it is, and the autosave setting it was sent with. */
export interface DesignSessionRecord {
  session: DesignSession;
  userId: string;
  autosave: boolean;
}
