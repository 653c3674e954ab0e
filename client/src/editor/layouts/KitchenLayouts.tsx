import {
  CatalogueCollectionsResponseSchema,
  DEFAULT_LENGTH_UNIT,
  readDesign,
  type LengthUnit,
} from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type * as Y from 'yjs';
import { apiRequest } from '../../app/apiClient';
import { LAYOUT_KINDS, type KitchenLayout, type LayoutKind } from '../../model/layouts/kitchenLayout';
import { layoutRoute } from '../../model/layouts/layoutQuery';
import { usableStyle } from '../../model/layouts/usableStyle';
import { LayoutForm } from './LayoutForm';
import { LAYOUT_TITLES } from './layoutFormSections';
import { LoadingLayout } from './LoadingLayout';
import './layouts.css';

export const COLLECTIONS_QUERY_KEY = ['catalogue', 'collections'] as const;

interface KitchenLayoutsProps {
  doc: Y.Doc | null;
  /** The user's unit (their settings); the forms' numbers and the route's are in it. */
  unit?: LengthUnit;
}

/**
 * The Floor Plan panel's Kitchen layouts section: the five layouts, each opening its form. Choosing
 * a layout loads its /app route afresh (spec 001 section 2), which builds it into a new design.
 */
export function KitchenLayouts({ doc, unit = DEFAULT_LENGTH_UNIT }: KitchenLayoutsProps) {
  const [open, setOpen] = useState<LayoutKind | null>(null);
  const [loading, setLoading] = useState(false);
  const collections = useQuery({
    queryKey: COLLECTIONS_QUERY_KEY,
    queryFn: async () =>
      (await apiRequest('/catalogue/collections', CatalogueCollectionsResponseSchema)).data,
  });
  const designStyle = doc === null ? null : readDesign(doc).style;
  const style =
    collections.data === undefined
      ? null
      : (usableStyle(designStyle, collections.data) ?? usableStyle(null, collections.data));

  const choose = (layout: KitchenLayout) => {
    setLoading(true);
    window.location.assign(layoutRoute(layout));
  };

  if (loading) return <LoadingLayout />;
  return (
    <section className="kitchen-layouts" aria-label="Kitchen layouts">
      <h2>Kitchen layouts</h2>
      <div className="layout-choices">
        {LAYOUT_KINDS.map((kind) => (
          <button key={kind} type="button" aria-pressed={open === kind} onClick={() => setOpen(kind)}>
            {LAYOUT_TITLES[kind]}
          </button>
        ))}
      </div>
      {collections.error && <p className="error">{collections.error.message}</p>}
      {open !== null && (
        <LayoutForm
          key={open}
          kind={open}
          unit={unit}
          style={style}
          onChoose={choose}
          onDiscard={() => setOpen(null)}
        />
      )}
    </section>
  );
}
