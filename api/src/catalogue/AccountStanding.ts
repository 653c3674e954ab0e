/** What an admin grants through the standing seam; fields left out stay as they are. */
export interface StandingGrant {
  planId?: string;
  isAdmin?: boolean;
}

export interface Standing {
  planId: string;
  isAdmin: boolean;
}

/**
 * The caller's plan and admin flag, as the catalogue needs them. A port so billing can become the
 * plan's source later: until then plans are granted by an admin (`grant`) and everyone else is on
 * the free plan.
 */
export interface AccountStanding {
  /** The plan id the user is on; the free plan's for users without a grant. */
  planOf(userId: string): Promise<string>;
  isAdmin(userId: string): Promise<boolean>;
  /** The standing after the grant, or null when there is no such user (nothing is written then). */
  grant(userId: string, grant: StandingGrant): Promise<Standing | null>;
}
