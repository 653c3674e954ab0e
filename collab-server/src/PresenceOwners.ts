/**
 * The user (null: a link holder) whose presence state first carried each client id in a room's life,
 * read from the identity the server stamped on it (here or on another instance). A client id is one
 * document in one browser: its user may bring it back on a new connection, and nobody else may take it
 * meanwhile. One user (link holders count as one) keeps at most `maxPerOwner` ids, past which their
 * own oldest ones nobody speaks for go, so that reconnecting with fresh ids over and over forgets
 * nobody else's; and at most `maxRemembered` ids are kept in all, past which the oldest ones nobody
 * speaks for go.
 */
export class PresenceOwners {
  private readonly owners = new Map<number, string | null>();
  /** Each owner's ids, oldest first (Set keeps insertion order). */
  private readonly idsOf = new Map<string | null, Set<number>>();

  constructor(
    private readonly maxRemembered = 10_000,
    private readonly maxPerOwner = 256,
  ) {}

  get size(): number {
    return this.owners.size;
  }

  /** Records the state's stamped user as the id's owner, unless the id already has one. */
  remember(clientId: number, state: unknown, isSpokenFor: (clientId: number) => boolean): void {
    if (this.owners.has(clientId)) return;
    const owner = stampedUserId(state);
    if (owner === undefined) return;
    this.owners.set(clientId, owner);
    const own = this.idsOf.get(owner) ?? new Set<number>();
    own.add(clientId);
    this.idsOf.set(owner, own);
    if (own.size > this.maxPerOwner) this.forgetReleased(own, this.maxPerOwner, isSpokenFor);
    if (this.owners.size > this.maxRemembered)
      this.forgetReleased(this.owners, this.maxRemembered, isSpokenFor);
  }

  /** True when the id first spoke for another user than `userId`. */
  ownedByAnother(clientId: number, userId: string | null): boolean {
    const owner = this.owners.get(clientId);
    return owner !== undefined && owner !== userId;
  }

  /**
   * Forgets the oldest ids of `group` (one owner's, or everyone's) that nobody speaks for, until the
   * group holds `max` or only ids in use are left.
   */
  private forgetReleased(
    group: Set<number> | Map<number, unknown>,
    max: number,
    isSpokenFor: (clientId: number) => boolean,
  ): void {
    for (const clientId of [...group.keys()]) {
      if (group.size <= max) return;
      if (!isSpokenFor(clientId)) this.forget(clientId);
    }
  }

  private forget(clientId: number): void {
    const owner = this.owners.get(clientId);
    if (owner === undefined) return;
    this.owners.delete(clientId);
    const own = this.idsOf.get(owner);
    own?.delete(clientId);
    if (own?.size === 0) this.idsOf.delete(owner);
  }
}

/** The user id stamped on a relayed state (null for a link holder), or undefined when it carries none. */
function stampedUserId(state: unknown): string | null | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const user: unknown = (state as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return undefined;
  const userId: unknown = (user as { userId?: unknown }).userId;
  return typeof userId === 'string' || userId === null ? userId : undefined;
}
