import type { Collection, Db } from 'mongodb';
import { SubscriptionRecordSchema, type SubscriptionRecord } from './SubscriptionRecord';
import type { SubscriptionRepository } from './SubscriptionRepository';

type SubscriptionDocument = Omit<SubscriptionRecord, 'ownerId'> & { _id: string };

export class MongoSubscriptionRepository implements SubscriptionRepository {
  private readonly subscriptions: Collection<SubscriptionDocument>;

  constructor(db: Db) {
    this.subscriptions = db.collection<SubscriptionDocument>('subscriptions');
  }

  async ensureIndexes(): Promise<void> {
    await this.subscriptions.createIndex({ gatewaySubscriptionId: 1 });
  }

  async findByOwner(ownerId: string): Promise<SubscriptionRecord | null> {
    return this.toRecord(await this.subscriptions.findOne({ _id: String(ownerId) }));
  }

  async findByGatewaySubscription(
    gateway: SubscriptionRecord['gateway'],
    gatewaySubscriptionId: string,
  ): Promise<SubscriptionRecord | null> {
    return this.toRecord(
      await this.subscriptions.findOne({
        gateway: String(gateway) as SubscriptionRecord['gateway'],
        gatewaySubscriptionId: String(gatewaySubscriptionId),
      }),
    );
  }

  private toRecord(found: SubscriptionDocument | null): SubscriptionRecord | null {
    if (!found) return null;
    const { _id, ...rest } = found;
    return SubscriptionRecordSchema.parse({ ...rest, ownerId: _id });
  }

  async save(subscription: SubscriptionRecord): Promise<void> {
    // Parsing strips anything but the record's own primitive fields before it reaches the driver.
    const { ownerId, ...rest } = SubscriptionRecordSchema.parse(subscription);
    await this.subscriptions.replaceOne({ _id: ownerId }, rest, { upsert: true });
  }
}
