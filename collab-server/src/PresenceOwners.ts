/**
 * The user (null: a link holder) whose presence state first carried each client id in a room's life,
 * read from the identity the server stamped on it (here or on another instance). A client id is one
 * document in one browser: its user may bring it back on a new connection, and nobody else may take it
 * meanwhile. At most `maxRemembered` ids are kept; past that the oldest ones nobody speaks for go.
 */
export class PresenceOwners {
  private readonly owners = new Map<number, string | null>();

  constructor(private readonly maxRemembered = 10_000) {}

  get size(): number {
    return this.owners.size;
  }

  /** Records the state's stamped user as the id's owner, unless the id already has one. */
  remember(clientId: number, state: unknown, isSpokenFor: (clientId: number) => boolean): void {
    if (this.owners.has(clientId)) return;
    const owner = stampedUserId(state);
    if (owner === undefined) return;
    this.owners.set(clientId, owner);
    if (this.owners.size > this.maxRemembered) this.forgetReleased(isSpokenFor);
  }

  /** True when the id first spoke for another user than `userId`. */
  ownedByAnother(clientId: number, userId: string | null): boolean {
    const owner = this.owners.get(clientId);
    return owner !== undefined && owner !== userId;
  }

  private forgetReleased(isSpokenFor: (clientId: number) => boolean): void {
    for (const clientId of this.owners.keys()) {
      if (this.owners.size <= this.maxRemembered) return;
      if (!isSpokenFor(clientId)) this.owners.delete(clientId);
    }
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
