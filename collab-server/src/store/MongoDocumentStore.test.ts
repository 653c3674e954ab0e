import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe } from 'vitest';
import { documentLogContract } from './documentLogContract';
import { openMongoDocumentStore } from './MongoDocumentStore';

const url = process.env.MONGODB_URL;

// Needs a replica set (a single node started with --replSet will do), since writes are transactions.
describe.skipIf(!url)('MongoDocumentStore keeps the DocumentLog contract', () => {
  documentLogContract(async () => {
    const dbName = `collab_test_${randomUUID().replaceAll('-', '')}`;
    return {
      open: () => openMongoDocumentStore({ url: url!, dbName }),
      dispose: async () => {
        const client = await new MongoClient(url!).connect();
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
});
