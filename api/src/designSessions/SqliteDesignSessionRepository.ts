import { DesignSessionSchema } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { DesignSessionRecord } from './DesignSessionRecord';
import type { DesignSessionRepository } from './DesignSessionRepository';

interface DesignSessionRow {
  id: string;
  user_id: string;
  started_time: number;
  refreshed_time: number;
  autosave: number;
  data: string;
}

export class SqliteDesignSessionRepository implements DesignSessionRepository {
  private readonly upsert: Database.Statement<[DesignSessionRow]>;
  private readonly byId: Database.Statement<[string], DesignSessionRow>;

  constructor(db: Database.Database) {
    // The WHERE makes the ownership check and the write one statement, so two users racing for an id cannot both win.
    this.upsert = db.prepare(
      `INSERT INTO design_sessions (id, user_id, started_time, refreshed_time, autosave, data)
       VALUES (@id, @user_id, @started_time, @refreshed_time, @autosave, @data)
       ON CONFLICT (id) DO UPDATE SET started_time = excluded.started_time,
         refreshed_time = excluded.refreshed_time, autosave = excluded.autosave, data = excluded.data
       WHERE design_sessions.user_id = excluded.user_id`,
    );
    this.byId = db.prepare('SELECT * FROM design_sessions WHERE id = ?');
  }

  async put({ session, userId, autosave }: DesignSessionRecord): Promise<'stored' | 'taken'> {
    const result = this.upsert.run({
      id: session.id,
      user_id: userId,
      started_time: session.__started_time,
      refreshed_time: session.__refreshed_time ?? session.__started_time,
      autosave: Number(autosave),
      data: JSON.stringify(session),
    });
    return result.changes === 0 ? 'taken' : 'stored';
  }

  async findById(id: string): Promise<DesignSessionRecord | null> {
    const row = this.byId.get(id);
    if (!row) return null;
    return {
      session: DesignSessionSchema.parse(JSON.parse(row.data)),
      userId: row.user_id,
      autosave: row.autosave === 1,
    };
  }
}
