import type { AuthUser, Folder, SavesListResponse } from '@kitchensync/schemas';
import { createContext, useContext } from 'react';
import type { SavesFolderNode } from '../../model/library/savesFolderTree';

/** The lists the Saves panel shows, as its rows need them: the tree, folders by id and the reader. */
export interface SavesLibrary {
  user: AuthUser;
  lists: SavesListResponse;
  tree: SavesFolderNode[];
  foldersById: ReadonlyMap<string, Folder>;
}

export const SavesLibraryContext = createContext<SavesLibrary | null>(null);

/** The Saves panel's lists, for a row or popup inside the panel. */
export function useSavesLibrary(): SavesLibrary {
  const library = useContext(SavesLibraryContext);
  if (library === null) throw new Error('useSavesLibrary is used outside the Saves panel');
  return library;
}
