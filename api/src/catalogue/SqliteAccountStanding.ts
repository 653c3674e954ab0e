import { FREE_PLAN_ID } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { AccountStanding, Standing, StandingGrant } from './AccountStanding';

interface StandingRow {
  is_admin: number;
  plan_id: string | null;
}

/** Standing kept on the users table (`is_admin`, `plan_id`). */
export class SqliteAccountStanding implements AccountStanding {
  private readonly byId: Database.Statement<[string], StandingRow>;
  private readonly update: Database.Statement<
    [{ id: string; is_admin: number | null; plan_id: string | null }]
  >;

  constructor(db: Database.Database) {
    this.byId = db.prepare('SELECT is_admin, plan_id FROM users WHERE id = ?');
    this.update = db.prepare(
      `UPDATE users SET is_admin = COALESCE(@is_admin, is_admin), plan_id = COALESCE(@plan_id, plan_id)
       WHERE id = @id`,
    );
  }

  async planOf(userId: string): Promise<string> {
    return this.byId.get(userId)?.plan_id ?? FREE_PLAN_ID;
  }

  async isAdmin(userId: string): Promise<boolean> {
    return this.byId.get(userId)?.is_admin === 1;
  }

  async grant(userId: string, grant: StandingGrant): Promise<Standing | null> {
    const result = this.update.run({
      id: userId,
      is_admin: grant.isAdmin === undefined ? null : Number(grant.isAdmin),
      plan_id: grant.planId ?? null,
    });
    if (result.changes === 0) return null;
    return { planId: await this.planOf(userId), isAdmin: await this.isAdmin(userId) };
  }
}
