/** How long an early ticket's answer is worth taking: well inside a ticket's lifetime. */
const FRESH_MS = 30_000;

let early: { saveId: string; requestedAt: number; response: Promise<Response> } | null = null;

/**
 * The collab ticket of the design a page opens, asked for as the page starts instead of once the
 * editor's chunks have run. Issuing it tells the collab-server to load the room, which it then does
 * while the page evaluates the editor's JavaScript, so the design arrives sooner (issue 14's first
 * frame). The first connection to that save takes it; any later one (a renewal, a rejoin, another
 * design) asks afresh. Leaving the editor discards it, so one asked for before a login is never
 * used after it.
 */
export const earlyCollabTicket = {
  request(saveId: string): void {
    const response = fetch(`/api/saves/${encodeURIComponent(saveId)}/collab-ticket`, {
      method: 'POST',
      credentials: 'same-origin',
    });
    // Its taker reads the failure; a page that never takes it must not report it as unhandled.
    response.catch(() => undefined);
    early = { saveId, requestedAt: Date.now(), response };
  },

  /** The early answer for `saveId`, once; null when there is none, it is for another save or stale. */
  take(saveId: string): Promise<Response> | null {
    const taken = early;
    early = null;
    if (taken === null || taken.saveId !== saveId || Date.now() - taken.requestedAt > FRESH_MS) return null;
    return taken.response;
  },

  discard(): void {
    early = null;
  },
};
