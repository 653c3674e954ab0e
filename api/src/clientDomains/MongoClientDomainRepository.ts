import { ClientDomainSettingsSchema, type ClientDomainSettings } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { ClientDomainRepository } from './ClientDomainRepository';

type ClientDomainDocument = Omit<ClientDomainSettings, 'host'> & { _id: string };

function toSettings({ _id, ...rest }: ClientDomainDocument): ClientDomainSettings {
  return ClientDomainSettingsSchema.parse({ ...rest, host: _id });
}

export class MongoClientDomainRepository implements ClientDomainRepository {
  private readonly domains: Collection<ClientDomainDocument>;

  constructor(db: Db) {
    this.domains = db.collection<ClientDomainDocument>('clientDomains');
  }

  async ensureIndexes(): Promise<void> {
    await this.domains.createIndex({ accountId: 1, _id: 1 });
  }

  async put(settings: ClientDomainSettings): Promise<void> {
    const { host, ...rest } = ClientDomainSettingsSchema.parse(settings);
    await this.domains.replaceOne({ _id: String(host) }, rest, { upsert: true });
  }

  async findByHost(host: string): Promise<ClientDomainSettings | null> {
    const found = await this.domains.findOne({ _id: String(host) });
    return found ? toSettings(found) : null;
  }

  async findByAccountId(accountId: string): Promise<ClientDomainSettings | null> {
    const [found] = await this.domains
      .find({ accountId: String(accountId) })
      .sort({ _id: 1 })
      .limit(1)
      .toArray();
    return found ? toSettings(found) : null;
  }
}
