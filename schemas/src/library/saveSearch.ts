import { searchFilename } from '../document/saveDocument';

/**
 * Whether a save matches the save browser's search box: the query, normalised as `searchFilename`
 * normalises names, occurs anywhere in the filename. A blank query matches everything.
 */
export function matchesSaveSearch(save: { readonly filename: string }, query: string): boolean {
  const needle = searchFilename(query);
  return needle === '' || searchFilename(save.filename).includes(needle);
}
