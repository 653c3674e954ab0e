/**
 * Who is an admin of the product (client domains, the standing seam, price editing with the
 * Ultimate plan), kept beside the accounts themselves. Plans are not here: billing decides them.
 */
export interface AdminRepository {
  isAdmin(userId: string): Promise<boolean>;
  /** Sets or clears the flag; false when there is no such user (nothing is written then). */
  setAdmin(userId: string, isAdmin: boolean): Promise<boolean>;
}
