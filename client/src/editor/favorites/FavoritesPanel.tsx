import {
  APPLIANCE_TYPES,
  CatalogueModelResponseSchema,
  favoriteApplianceId,
  type ApplianceType,
  type CatalogModel,
} from '@kitchensync/schemas';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../app/apiClient';
import { catalogueModelPick, type CataloguePick } from '../../model/catalogue/CataloguePick';
import { useEditorTools } from '../../session/useEditorTools';
import { useFavoriteAppliances } from '../catalogue/useFavoriteAppliances';
import './favorites.css';

const kindLabel = (kind: ApplianceType) => kind.charAt(0).toUpperCase() + kind.slice(1);

/**
 * The Favorites tool (Ctrl+Shift+F): the person's favorite appliance of each kind, from their user
 * data; a click places it as a catalogue pick would. Kinds without a favorite say how to choose one.
 */
export function FavoritesPanel({ onPick }: { onPick: (pick: CataloguePick) => void }) {
  const open = useEditorTools((state) => state.favoritesOpen);
  // Mounted only while open, so opening it reads the favorites afresh (another tab may have changed them).
  return open ? <OpenFavoritesPanel onPick={onPick} /> : null;
}

function OpenFavoritesPanel({ onPick }: { onPick: (pick: CataloguePick) => void }) {
  const { userData, error } = useFavoriteAppliances();
  const [notice, setNotice] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // Opened by its shortcut, it may be below the fold of the side panel.
    section.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const favorites = APPLIANCE_TYPES.map((kind) => ({
    kind,
    id: userData === null ? null : favoriteApplianceId(userData, kind),
  }));
  const models = useQueries({
    queries: favorites.map(({ kind, id }) => ({
      queryKey: id === null ? ['catalogue', 'model', 'none', kind] : ['catalogue', 'model', id],
      queryFn: async () =>
        (await apiRequest(`/catalogue/models/${encodeURIComponent(id ?? '')}`, CatalogueModelResponseSchema))
          .data,
      enabled: id !== null,
      staleTime: 5 * 60_000,
    })),
  });
  const place = (model: CatalogModel) => {
    const pick = catalogueModelPick(model, null);
    if (pick === null) {
      setNotice(`${model.name} is locked on your plan.`);
      return;
    }
    setNotice(null);
    onPick(pick);
  };

  return (
    <section className="favorites-panel" aria-label="Favorites" ref={section}>
      <h2>Favorites</h2>
      {error !== null && <p className="error">{error.message}</p>}
      {userData === null && error === null && <p>Loading your favorites…</p>}
      {userData !== null && (
        <ul className="favorites-list">
          {favorites.map(({ kind, id }, index) => {
            const model = models[index]!;
            return (
              <li key={kind}>
                <span className="favorites-kind">{kindLabel(kind)}</span>
                {id === null ? (
                  <span className="favorites-none">None yet</span>
                ) : model.data !== undefined ? (
                  <button type="button" onClick={() => place(model.data)}>
                    {model.data.name}
                  </button>
                ) : model.isError ? (
                  <span className="error">{model.error.message}</span>
                ) : (
                  <span>Loading…</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {favorites.some(({ id }) => id === null) && userData !== null && (
        <p className="hint">
          To choose a favorite, right-click an appliance in the catalogue and pick Select as favorite.
        </p>
      )}
      {notice !== null && (
        <p className="error" role="alert">
          {notice}
        </p>
      )}
      <button type="button" onClick={() => useEditorTools.getState().closeFavorites()}>
        Close
      </button>
    </section>
  );
}
