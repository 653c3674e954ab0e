import type { Collection, Db } from 'mongodb';
import type { AdminRepository } from './AdminRepository';

/** The admin flag a users collection document may carry beside the account itself. */
interface UserAdminDocument {
  _id: string;
  isAdmin?: boolean;
}

/** The admin flag kept on the users collection (`isAdmin`). */
export class MongoAdminRepository implements AdminRepository {
  private readonly users: Collection<UserAdminDocument>;

  constructor(db: Db) {
    this.users = db.collection<UserAdminDocument>('users');
  }

  async isAdmin(userId: string): Promise<boolean> {
    const found = await this.users.findOne({ _id: String(userId) }, { projection: { isAdmin: 1 } });
    return found?.isAdmin === true;
  }

  async setAdmin(userId: string, isAdmin: boolean): Promise<boolean> {
    // Values are coerced so a request body can never put a query object into the update.
    const result = await this.users.updateOne(
      { _id: String(userId) },
      { $set: { isAdmin: Boolean(isAdmin) } },
    );
    return result.matchedCount > 0;
  }
}
