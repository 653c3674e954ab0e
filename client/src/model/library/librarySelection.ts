/** What is ticked in the save browser's select mode: saves and folders by id. */
export interface LibrarySelection {
  readonly saves: ReadonlySet<string>;
  readonly folders: ReadonlySet<string>;
}

export const EMPTY_LIBRARY_SELECTION: LibrarySelection = { saves: new Set(), folders: new Set() };
