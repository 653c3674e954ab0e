/** A stored account; `passwordHash` stays null for guests, who identify by e-mail alone. */
export interface UserRecord {
  id: string;
  /** Lower-cased, so one address is one account however it is typed. */
  email: string;
  name: string;
  passwordHash: string | null;
  createdAt: number;
  /**
   * The client domain (white-label host) the account was made on, or null when it was made on the
   * product's own hosts. Its guest logins on any other host are sent back there.
   */
  homeHost: string | null;
}
