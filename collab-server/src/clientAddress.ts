import type { IncomingMessage } from 'node:http';

/**
 * The address an upgrade request came from. Behind a load balancer (`trustProxy`), the first address
 * of X-Forwarded-For, as express's `trust proxy` gives the api's per-address limits; otherwise the
 * socket's peer, which would be the load balancer itself for everyone.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
