import type { UserRecord } from './UserRecord';

export interface UserChanges {
  name?: string;
  passwordHash?: string;
}

export interface UserRepository {
  /** Stores `candidate` unless its e-mail is taken, and returns whichever user owns the e-mail. */
  findOrCreate(candidate: UserRecord): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /** `email` as typed: it is compared trimmed and lower-cased, as every service stores it. */
  findByEmail(email: string): Promise<UserRecord | null>;
  /** The users among `ids` that exist, in no particular order. */
  findByIds(ids: readonly string[]): Promise<UserRecord[]>;
  /** The updated user, or null when there is none with this id. */
  update(id: string, changes: UserChanges): Promise<UserRecord | null>;
}
