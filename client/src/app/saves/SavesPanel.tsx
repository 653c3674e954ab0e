import {
  SAVE_SORT_MENU,
  SAVE_SORT_OPTIONS,
  SAVES_LOAD_ERROR,
  SavesListResponseSchema,
  type AuthUser,
  type SaveSortOption,
  type SortType,
} from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest } from '../apiClient';
import { savesBrowserSections } from '../../model/library/savesBrowserSections';
import { ImportSaveForm } from './ImportSaveForm';
import { SaveRow } from './SaveRow';
import { SAVES_QUERY_KEY } from './savesQueryKey';

/**
 * The Saves panel (spec 002 sections 2, 4 and 9): a search box, the sort menu (Name A to Z, dates
 * newest first, each direction flippable), Refresh and Import, then the reader's saves under My
 * Saves, their folders and Shared with me. The list is sorted and searched by the api.
 */
export function SavesPanel({ user }: { user: AuthUser }) {
  const ids = { search: useId(), sort: useId() };
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SaveSortOption>('name');
  const [order, setOrder] = useState<SortType>(SAVE_SORT_MENU.name.defaultType);
  const [importing, setImporting] = useState(false);
  const list = useQuery({
    queryKey: [...SAVES_QUERY_KEY, sort, order, search.trim()],
    queryFn: () =>
      apiRequest(
        `/saves?${new URLSearchParams({ sort, order, search: search.trim() }).toString()}`,
        SavesListResponseSchema,
      ),
  });

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
      {list.isPending && <p role="status">Loading...</p>}
      {list.isError && <p className="error">{SAVES_LOAD_ERROR}</p>}
      {list.isSuccess &&
        savesBrowserSections(list.data.saves, list.data.folders, user.id).map((section) => (
          <section key={section.folderId} className="saves-folder" aria-label={section.title}>
            <h3>{section.title}</h3>
            {section.saves.length === 0 ? (
              <p className="saves-empty">No saves here.</p>
            ) : (
              <ul>
                {section.saves.map((save) => (
                  <SaveRow
                    key={save.id}
                    save={save}
                    user={user}
                    unread={list.data.unreadComments[save.id] ?? 0}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
    </section>
  );
}
