import { createRequire } from 'node:module';
import type * as MongoDriver from 'mongodb';

const requireDriver = createRequire(import.meta.url);

/**
 * The MongoDB driver, loaded on first use: importing it allocates a 17 MB serialisation buffer (bson)
 * and about 6 MB of heap, which a product process on SQLite would carry idle for nothing.
 */
export function loadMongoDriver(): typeof MongoDriver {
  return requireDriver('mongodb') as typeof MongoDriver;
}
