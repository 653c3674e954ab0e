import { z } from 'zod';

/** The views a share link can open a design in (spec 000 section 2: dim is 2d or 3d). */
export const ShareLinkDimensionSchema = z.enum(['2d', '3d']);
export type ShareLinkDimension = z.infer<typeof ShareLinkDimensionSchema>;

/** The optional query parameters of a share link (spec 000 section 2). */
export interface ShareLinkOptions {
  /** client=1: the link is meant for the designer's client. */
  readonly client?: boolean;
  /** dim: open the design in 2D or 3D. */
  readonly dim?: ShareLinkDimension;
  /** conf: open the design with confidential mode on or off. */
  readonly conf?: boolean;
}

export interface ParsedShareLink extends ShareLinkOptions {
  readonly saveId: string;
}

/**
 * A save's share link, `{host}/{saveId}` with the optional `client=1`, `dim` and `conf` parameters
 * (spec 000 section 2). `host` is an origin such as https://app.example.com, optionally with a path
 * the product is served under; a trailing slash is dropped so the link never has two. Throws for
 * ids no path segment can carry ('', '.', '..'); generated save ids are never these.
 */
export function shareLink(host: string, saveId: string, options: ShareLinkOptions = {}): string {
  // URLs resolve these as "here" and "up", so no link could carry them as an id.
  if (saveId === '' || saveId === '.' || saveId === '..') {
    throw new RangeError(`"${saveId}" cannot be a save id in a link`);
  }
  const link = new URL(`${host.replace(/\/+$/, '')}/${encodeURIComponent(saveId)}`);
  if (options.client) link.searchParams.set('client', '1');
  if (options.dim !== undefined) link.searchParams.set('dim', options.dim);
  if (options.conf !== undefined) link.searchParams.set('conf', String(options.conf));
  return link.toString();
}

/**
 * Reads a share link made under `host` back into its save id and options; null when the link is not
 * one (another host, or not exactly one path segment below it). Parameters with values the spec does
 * not list are ignored, as if absent.
 */
export function parseShareLink(host: string, link: string): ParsedShareLink | null {
  let base: URL;
  let url: URL;
  try {
    base = new URL(host.replace(/\/+$/, '') + '/');
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  const rest = url.pathname.slice(base.pathname.length);
  if (rest === '' || rest.includes('/')) return null;
  let saveId: string;
  try {
    saveId = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const dim = ShareLinkDimensionSchema.safeParse(url.searchParams.get('dim'));
  const conf = url.searchParams.get('conf');
  return {
    saveId,
    ...(url.searchParams.get('client') === '1' ? { client: true } : {}),
    ...(dim.success ? { dim: dim.data } : {}),
    ...(conf === 'true' || conf === 'false' ? { conf: conf === 'true' } : {}),
  };
}
