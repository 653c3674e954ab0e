import {
  SAVE_SORT_MENU,
  SAVE_SORT_OPTIONS,
  SAVES_LOAD_ERROR,
  SavesListResponseSchema,
  type AuthUser,
  type SaveSortOption,
  type SortType,
} from '@kitchensync/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { LibraryListQuery } from '../../model/library/libraryListFromAnswer';
import { savesFolderTree } from '../../model/library/savesFolderTree';
import { apiRequest } from '../apiClient';
import { retryPendingThumbnails } from '../thumbnails/retryPendingThumbnails';
import { ImportSaveForm } from './ImportSaveForm';
import { MovePopup } from './MovePopup';
import { SAVES_QUERY_KEY } from './savesQueryKey';
import { SavesFolderTree } from './SavesFolderTree';
import { SavesFolderTools } from './SavesFolderTools';
import { SavesLibraryContext, type SavesLibrary } from './useSavesLibrary';

/**
 * The Saves panel (spec 002 sections 2, 4 and 9): a search box, the sort menu (Name A to Z, dates
 * newest first, each direction flippable), Refresh, New Folder, Select and Import, then the folder
 * tree: My Saves with the reader's folders and saves, and Shared with me. The list is sorted and
 * searched by the api.
 */
export function SavesPanel({ user }: { user: AuthUser }) {
  const ids = { search: useId(), sort: useId() };
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SaveSortOption>('name');
  const [order, setOrder] = useState<SortType>(SAVE_SORT_MENU.name.defaultType);
  const [importing, setImporting] = useState(false);
  const query: LibraryListQuery = { sort, order, search: search.trim() };
  const list = useQuery({
    // The query object is read back when a move answers with the whole lists (useMoveItems).
    queryKey: [...SAVES_QUERY_KEY, query],
    queryFn: () =>
      apiRequest(
        `/saves?${new URLSearchParams({ sort, order, search: search.trim() }).toString()}`,
        SavesListResponseSchema,
      ),
  });

  // Thumbnails that did not reach the api from the editor are sent now; the cards then show them.
  const queryClient = useQueryClient();
  useEffect(() => {
    void retryPendingThumbnails().then((arrived) => {
      if (arrived > 0) void queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY });
    });
  }, [queryClient]);

  const library = useMemo<SavesLibrary | null>(
    () =>
      list.data
        ? {
            user,
            lists: list.data,
            tree: savesFolderTree(list.data.saves, list.data.folders, user.id),
            foldersById: new Map(list.data.folders.map((folder) => [folder.id, folder])),
          }
        : null,
    [list.data, user],
  );

  return (
    <section className="saves" aria-label="Saves">
      <h2>Saves</h2>
      <div className="saves-tools">
        <label htmlFor={ids.search} className="visually-hidden">
          Search saves
        </label>
        <input
          id={ids.search}
          type="search"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label htmlFor={ids.sort} className="visually-hidden">
          Sort saves by
        </label>
        <select
          id={ids.sort}
          value={sort}
          onChange={(event) => {
            const option = event.target.value as SaveSortOption;
            setSort(option);
            setOrder(SAVE_SORT_MENU[option].defaultType);
          }}
        >
          {SAVE_SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SAVE_SORT_MENU[option].label}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={order === 'asc' ? 'Ascending, click for descending' : 'Descending, click for ascending'}
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
        >
          {order === 'asc' ? '↑' : '↓'}
        </button>
        <button type="button" onClick={() => void list.refetch()}>
          Refresh
        </button>
        <button type="button" aria-expanded={importing} onClick={() => setImporting(!importing)}>
          Import
        </button>
      </div>
      {importing && <ImportSaveForm />}
      {library && (
        <SavesLibraryContext value={library}>
          <SavesFolderTools />
          <SavesFolderTree />
          <MovePopup />
        </SavesLibraryContext>
      )}
      {list.isPending && <p role="status">Loading...</p>}
      {list.isError && <p className="error">{SAVES_LOAD_ERROR}</p>}
    </section>
  );
}
