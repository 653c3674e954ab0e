import type { ClientDomainService } from '../clientDomains/ClientDomainService';

/**
 * The `{host}` of share links (spec 000 section 2): the product's public address, or the client
 * domain a request came to, so a white-label designer's links keep their customers on that domain.
 */
export class ShareLinkHost {
  private readonly protocol: string;

  constructor(
    private readonly clientDomains: ClientDomainService,
    private readonly publicUrl: string,
  ) {
    this.protocol = new URL(publicUrl).protocol;
  }

  /** `hostname` without the port finds the client domain; `host` (with any port) goes into the link. */
  async of(hostname: string, host: string): Promise<string> {
    const domain = await this.clientDomains.forHost(hostname);
    return domain ? `${this.protocol}//${host}` : this.publicUrl;
  }
}
