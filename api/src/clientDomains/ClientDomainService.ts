import {
  ClientDomainHostSchema,
  PLANS,
  plansOffered,
  type AuthUser,
  type ClientDomainResponse,
  type ClientDomainSettings,
  type LiveChatResponse,
  type PutClientDomainRequest,
} from '@kitchensync/schemas';
import type { AccountStanding } from '../catalogue/AccountStanding';
import { requireAdmin } from '../catalogue/requireAdmin';
import { ApiError } from '../http/ApiError';
import type { ClientDomainRepository } from './ClientDomainRepository';

export class ClientDomainService {
  constructor(
    private readonly domains: ClientDomainRepository,
    private readonly standing: AccountStanding,
  ) {}

  /** The settings of the host a request came to; null on the product's own hosts. */
  async forHost(host: string): Promise<ClientDomainSettings | null> {
    const parsed = ClientDomainHostSchema.safeParse(host);
    return parsed.success ? this.domains.findByHost(parsed.data) : null;
  }

  async describe(host: string): Promise<ClientDomainResponse> {
    return { data: this.described(await this.forHost(host)) };
  }

  /** The account's live chat; null sends the client to the contact-us link (spec 001 section 2). */
  async liveChat(accountId: string): Promise<LiveChatResponse> {
    const settings = await this.domains.findByAccountId(accountId);
    return { data: settings?.liveChatUrl ? { url: settings.liveChatUrl } : null };
  }

  async put(
    user: AuthUser | null,
    host: string,
    request: PutClientDomainRequest,
  ): Promise<ClientDomainResponse> {
    await requireAdmin(this.standing, user);
    const parsedHost = ClientDomainHostSchema.safeParse(host);
    if (!parsedHost.success) throw new ApiError('request/invalid');
    const settings: ClientDomainSettings = { ...request, host: parsedHost.data };
    await this.domains.put(settings);
    return { data: this.described(settings) };
  }

  private described(settings: ClientDomainSettings | null): ClientDomainResponse['data'] {
    if (!settings) return null;
    return {
      settings,
      plans: plansOffered(PLANS, { clientDomain: true, extraPlanId: settings.extraPlanId }),
    };
  }
}
