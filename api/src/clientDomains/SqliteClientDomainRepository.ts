import { ClientDomainSettingsSchema, type ClientDomainSettings } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { ClientDomainRepository } from './ClientDomainRepository';

interface ClientDomainRow {
  host: string;
  account_id: string;
  data: string;
}

export class SqliteClientDomainRepository implements ClientDomainRepository {
  private readonly upsert: Database.Statement<[ClientDomainRow]>;
  private readonly byHost: Database.Statement<[string], ClientDomainRow>;
  private readonly byAccount: Database.Statement<[string], ClientDomainRow>;

  constructor(db: Database.Database) {
    this.upsert = db.prepare(
      `INSERT INTO client_domains (host, account_id, data) VALUES (@host, @account_id, @data)
       ON CONFLICT (host) DO UPDATE SET account_id = excluded.account_id, data = excluded.data`,
    );
    this.byHost = db.prepare('SELECT * FROM client_domains WHERE host = ?');
    this.byAccount = db.prepare('SELECT * FROM client_domains WHERE account_id = ? ORDER BY host LIMIT 1');
  }

  async put(settings: ClientDomainSettings): Promise<void> {
    this.upsert.run({ host: settings.host, account_id: settings.accountId, data: JSON.stringify(settings) });
  }

  async findByHost(host: string): Promise<ClientDomainSettings | null> {
    const row = this.byHost.get(host);
    return row ? ClientDomainSettingsSchema.parse(JSON.parse(row.data)) : null;
  }

  async findByAccountId(accountId: string): Promise<ClientDomainSettings | null> {
    const row = this.byAccount.get(accountId);
    return row ? ClientDomainSettingsSchema.parse(JSON.parse(row.data)) : null;
  }
}
