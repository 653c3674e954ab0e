import type Database from 'better-sqlite3';
import { SubscriptionRecordSchema, type SubscriptionRecord } from './SubscriptionRecord';
import type { SubscriptionRepository } from './SubscriptionRepository';

export class SqliteSubscriptionRepository implements SubscriptionRepository {
  private readonly byOwner: Database.Statement<[string], { record: string }>;
  private readonly upsert: Database.Statement<[string, string, number]>;
  private readonly byGatewaySubscription: Database.Statement<[string, string], { record: string }>;

  constructor(db: Database.Database) {
    this.byOwner = db.prepare('SELECT record FROM subscriptions WHERE owner_id = ?');
    this.byGatewaySubscription = db.prepare(
      `SELECT record FROM subscriptions
       WHERE json_extract(record, '$.gateway') = ? AND json_extract(record, '$.gatewaySubscriptionId') = ?`,
    );
    this.upsert = db.prepare(
      'INSERT OR REPLACE INTO subscriptions (owner_id, record, updated_at) VALUES (?, ?, ?)',
    );
  }

  async findByOwner(ownerId: string): Promise<SubscriptionRecord | null> {
    const row = this.byOwner.get(ownerId);
    return row ? SubscriptionRecordSchema.parse(JSON.parse(row.record)) : null;
  }

  async findByGatewaySubscription(
    gateway: SubscriptionRecord['gateway'],
    gatewaySubscriptionId: string,
  ): Promise<SubscriptionRecord | null> {
    const row = this.byGatewaySubscription.get(gateway, gatewaySubscriptionId);
    return row ? SubscriptionRecordSchema.parse(JSON.parse(row.record)) : null;
  }

  async save(subscription: SubscriptionRecord): Promise<void> {
    const record = SubscriptionRecordSchema.parse(subscription);
    this.upsert.run(record.ownerId, JSON.stringify(record), record.updatedAt);
  }
}
