import type { UserRecord } from './UserRecord';

export interface UserRepository {
  /** Stores `candidate` unless its e-mail is taken, and returns whichever user owns the e-mail. */
  findOrCreate(candidate: UserRecord): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /** `email` as typed; it is compared lower-cased, as stored. */
  findByEmail(email: string): Promise<UserRecord | null>;
}
