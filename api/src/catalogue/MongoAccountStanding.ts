import { FREE_PLAN_ID } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { AccountStanding, Standing, StandingGrant } from './AccountStanding';

/** The standing fields the users collection's documents may carry beside the account itself. */
interface UserStandingDocument {
  _id: string;
  isAdmin?: boolean;
  planId?: string | null;
}

/** Standing kept on the users collection (`isAdmin`, `planId`). */
export class MongoAccountStanding implements AccountStanding {
  private readonly users: Collection<UserStandingDocument>;

  constructor(db: Db) {
    this.users = db.collection<UserStandingDocument>('users');
  }

  async planOf(userId: string): Promise<string> {
    const found = await this.users.findOne({ _id: String(userId) }, { projection: { planId: 1 } });
    return found?.planId ?? FREE_PLAN_ID;
  }

  async isAdmin(userId: string): Promise<boolean> {
    const found = await this.users.findOne({ _id: String(userId) }, { projection: { isAdmin: 1 } });
    return found?.isAdmin === true;
  }

  async grant(userId: string, grant: StandingGrant): Promise<Standing | null> {
    const set: Partial<Omit<UserStandingDocument, '_id'>> = {};
    if (grant.isAdmin !== undefined) set.isAdmin = Boolean(grant.isAdmin);
    if (grant.planId !== undefined) set.planId = String(grant.planId);
    if (Object.keys(set).length === 0) {
      const found = await this.users.findOne({ _id: String(userId) });
      return found ? { planId: found.planId ?? FREE_PLAN_ID, isAdmin: found.isAdmin === true } : null;
    }
    const updated = await this.users.findOneAndUpdate(
      { _id: String(userId) },
      { $set: set },
      { returnDocument: 'after' },
    );
    if (!updated) return null;
    return { planId: updated.planId ?? FREE_PLAN_ID, isAdmin: updated.isAdmin === true };
  }
}
