import type { ClientDomainSettings } from '@kitchensync/schemas';

/** White-label settings, one record per host. */
export interface ClientDomainRepository {
  /** Stores the settings of `settings.host`, replacing what was there. */
  put(settings: ClientDomainSettings): Promise<void>;
  findByHost(host: string): Promise<ClientDomainSettings | null>;
  /** The settings of the account's first host in name order, or null when it has none. */
  findByAccountId(accountId: string): Promise<ClientDomainSettings | null>;
}
