import type { ClientDomainService } from '../clientDomains/ClientDomainService';
import type { UserRecord } from './UserRecord';

/**
 * The `redirect` answer of a guest login (spec 000 section 4): an account made on a client domain
 * (white-label host) belongs to that client, so its guest logins on any other host are sent back
 * there, where the client's catalogue, prices and branding apply. Client domains are served by the
 * same deployment as the product, so the home's address keeps the public URL's scheme and port.
 */
export class HomeDomainRedirect {
  private readonly publicUrl: URL;

  constructor(
    private readonly clientDomains: ClientDomainService,
    publicUrl: string,
  ) {
    this.publicUrl = new URL(publicUrl);
  }

  /** The client domain a request came to (`hostname` without the port), or null on the product's hosts. */
  async hostOf(hostname: string): Promise<string | null> {
    return (await this.clientDomains.forHost(hostname))?.host ?? null;
  }

  /** Where `user` must log in instead of `here`, or null when here is right (or their home is gone). */
  async redirectFor(user: UserRecord, here: string | null): Promise<string | null> {
    if (user.homeHost === null || user.homeHost === here) return null;
    const home = await this.clientDomains.forHost(user.homeHost);
    if (home === null) return null;
    const url = new URL(this.publicUrl.href);
    url.hostname = home.host;
    url.pathname = '/';
    url.search = '';
    url.hash = '';
    return url.href;
  }
}
