import {
  matchesSaveSearch,
  sortSaves,
  type Folder,
  type SaveMeta,
  type SaveSortOption,
  type SavesListResponse,
  type SortType,
} from '@kitchensync/schemas';

/** The query a saves list was fetched with: the sort menu's choice and the search box. */
export interface LibraryListQuery {
  sort: SaveSortOption;
  order: SortType;
  search: string;
}

/**
 * A saves list rebuilt from the whole lists a last move answers with (spec 002 section 4), so it
 * replaces what is shown without another request: that answer is neither searched nor sorted the
 * way the panel asked, so it is filtered and sorted here by the same rules the api uses, and unread
 * comment counts and thumbnails, which a move cannot change, are kept.
 */
export function libraryListFromAnswer(
  answer: { saves: readonly SaveMeta[]; folders: readonly Folder[] },
  query: LibraryListQuery,
  previous: SavesListResponse,
): SavesListResponse {
  const found = answer.saves.filter((save) => matchesSaveSearch(save, query.search));
  return {
    saves: sortSaves(found, query.sort, query.order),
    folders: [...answer.folders],
    unreadComments: previous.unreadComments,
    thumbnails: previous.thumbnails,
  };
}
