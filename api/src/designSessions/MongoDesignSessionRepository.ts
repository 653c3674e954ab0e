import { DesignSessionSchema } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import { loadMongoDriver } from '../storage/loadMongoDriver';
import type { DesignSessionRecord } from './DesignSessionRecord';
import type { DesignSessionRepository } from './DesignSessionRepository';

interface DesignSessionDocument {
  _id: string;
  userId: string;
  autosave: boolean;
  /**
   * The session as JSON text: its `userInfo` is the browser's own free-form record, whose keys may
   * start with `$` or hold dots, which MongoDB refuses as field names inside an update.
   */
  session: string;
}

const DUPLICATE_KEY = 11000;

export class MongoDesignSessionRepository implements DesignSessionRepository {
  private readonly sessions: Collection<DesignSessionDocument>;

  constructor(db: Db) {
    this.sessions = db.collection<DesignSessionDocument>('designSessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ userId: 1 });
  }

  async put({ session, userId, autosave }: DesignSessionRecord): Promise<'stored' | 'taken'> {
    const { id, ...rest } = DesignSessionSchema.parse(session);
    try {
      // Matching on the owner too: another user's id makes the upsert insert a duplicate _id, which fails.
      await this.sessions.updateOne(
        { _id: String(id), userId: String(userId) },
        { $set: { autosave: Boolean(autosave), session: JSON.stringify(rest) } },
        { upsert: true },
      );
      return 'stored';
    } catch (error) {
      if (error instanceof loadMongoDriver().MongoServerError && error.code === DUPLICATE_KEY) return 'taken';
      throw error;
    }
  }

  async findById(id: string): Promise<DesignSessionRecord | null> {
    const found = await this.sessions.findOne({ _id: String(id) });
    if (!found) return null;
    return {
      session: DesignSessionSchema.parse({ ...(JSON.parse(found.session) as object), id: found._id }),
      userId: found.userId,
      autosave: found.autosave,
    };
  }
}
