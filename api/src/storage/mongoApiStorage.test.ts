import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe } from 'vitest';
import { apiStorageContract } from './apiStorageContract';
import { openMongoApiStorage } from './openMongoApiStorage';

const url = process.env.MONGODB_URL;

// There is no MongoDB server on our build machines; the suite runs wherever MONGODB_URL names one.
describe.skipIf(url === undefined)('MongoDB api storage (MONGODB_URL)', () => {
  apiStorageContract('MongoDB', async () => {
    const dbName = `kitchensync_api_test_${randomBytes(6).toString('hex')}`;
    return {
      storage: await openMongoApiStorage({ url: url!, dbName }),
      async dispose() {
        const client = new MongoClient(url!);
        try {
          await client.connect();
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
});
