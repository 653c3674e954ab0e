import type { Collection, Db } from 'mongodb';
import type { TrustedDeviceRepository } from './TrustedDeviceRepository';

interface TrustedDeviceDocument {
  /** `${userId} ${deviceHash}` */
  _id: string;
  userId: string;
  trustedAt: number;
}

export class MongoTrustedDeviceRepository implements TrustedDeviceRepository {
  private readonly devices: Collection<TrustedDeviceDocument>;

  constructor(db: Db) {
    this.devices = db.collection<TrustedDeviceDocument>('trustedDevices');
  }

  async ensureIndexes(): Promise<void> {
    await this.devices.createIndex({ userId: 1 });
  }

  async trust(userId: string, deviceHash: string, now: number): Promise<void> {
    const _id = `${String(userId)} ${String(deviceHash)}`;
    await this.devices.replaceOne(
      { _id },
      { userId: String(userId), trustedAt: Number(now) },
      { upsert: true },
    );
  }

  async isTrusted(userId: string, deviceHash: string): Promise<boolean> {
    const found = await this.devices.findOne({ _id: `${String(userId)} ${String(deviceHash)}` });
    return found !== null;
  }
}
