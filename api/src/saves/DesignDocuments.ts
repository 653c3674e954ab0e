import type { SaveFileContents } from '@kitchensync/schemas';

/**
 * The api's port to the designs themselves, which live in the collab-server's event log. Declared
 * here because the api must not import the collab-server at runtime; the composition passes the
 * object `createDesignDocuments` makes, which satisfies it structurally. It checks no access.
 */
export interface DesignDocuments {
  /**
   * The save's design as it is now, at the current schema; its `document` record holds only id,
   * style and handle (the rest is the api's). A save nobody has opened yet reads as an empty design.
   */
  read(saveId: string): Promise<SaveFileContents>;
  /** Writes the whole design of a new save, whose log must still be empty, as one update. */
  create(saveId: string, contents: SaveFileContents, author: string | null): Promise<void>;
  /** Forgets a deleted save's design. */
  remove(saveId: string): Promise<void>;
}
