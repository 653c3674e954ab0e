import { createHash } from 'node:crypto';

/**
 * The name a login session goes by in its collab tickets (claim `sessionId`) and when it ends. Derived
 * from the session's own id (its token's hash) rather than that id itself, because tickets travel in
 * WebSocket URLs, which proxies log; it ties nothing back to the session list of the account page.
 */
export function collabSessionId(tokenHash: string): string {
  return createHash('sha256').update(`collab-session\n${tokenHash}`).digest('base64url');
}
