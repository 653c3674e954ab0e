/** A stored account; `passwordHash` stays null for guests, who identify by e-mail alone. */
export interface UserRecord {
  id: string;
  /** Lower-cased, so one address is one account however it is typed. */
  email: string;
  name: string;
  passwordHash: string | null;
  createdAt: number;
}
