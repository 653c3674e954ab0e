import {
  CatalogueCollectionsResponseSchema,
  DEFAULT_LENGTH_UNIT,
  NODE_KIND_NAMES,
  nodesMap,
  readDesign,
  type LengthUnit,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as Y from 'yjs';
import { apiRequest } from '../../app/apiClient';
import { buildLayout } from '../../doc/buildLayout';
import { buildKitchenLayout } from '../../model/layouts/buildKitchenLayout';
import { LAYOUT_KINDS, type KitchenLayout, type LayoutKind } from '../../model/layouts/kitchenLayout';
import { layoutCatalogue } from '../../model/layouts/layoutCatalogue';
import { layoutInMeters } from '../../model/layouts/layoutInMeters';
import { layoutRoute } from '../../model/layouts/layoutQuery';
import { usableStyle } from '../../model/layouts/usableStyle';
import { useCatalogueAccount } from '../catalogue/useCatalogueAccount';
import { LayoutForm } from './LayoutForm';
import { LAYOUT_TITLES } from './layoutFormSections';
import { layoutModelsQuery } from './layoutModelsQuery';
import { LoadingLayout } from './LoadingLayout';
import { DialogCloseButton } from '../../app/DialogCloseButton';
import './layouts.css';

export const COLLECTIONS_QUERY_KEY = ['catalogue', 'collections'] as const;

interface KitchenLayoutsProps {
  doc: Y.Doc | null;
  /** The origin of this person's commands, so building in place is one undo step of theirs. */
  origin: object | null;
  /** The user's unit (their settings); the forms' numbers and the route's are in it. */
  unit?: LengthUnit;
  /** The person's default wall depth (settings), meters, as drawn walls take it. */
  wallThickness: number;
}

function isEmptyDesign(doc: Y.Doc): boolean {
  return NODE_KIND_NAMES.every((kind) => nodesMap(doc, kind).size === 0);
}

/**
 * The Floor Plan panel's Kitchen layouts section: the five layouts, each opening its form. A chosen
 * layout is built into this design when it is empty; otherwise the person decides between replacing
 * this design (one undo step) and opening the layout as a new design through its /app route (spec
 * 001 section 2), which uses one of their saves, so never without asking.
 */
export function KitchenLayouts({
  doc,
  origin,
  unit = DEFAULT_LENGTH_UNIT,
  wallThickness,
}: KitchenLayoutsProps) {
  const queryClient = useQueryClient();
  const { accountId } = useCatalogueAccount();
  const [open, setOpen] = useState<LayoutKind | null>(null);
  const [asking, setAsking] = useState<KitchenLayout | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  const openAsNewDesign = (layout: KitchenLayout) => {
    setLoading(true);
    window.location.assign(layoutRoute(layout));
  };

  const replaceDesign = async (layout: KitchenLayout) => {
    if (doc === null || origin === null) return;
    setAsking(null);
    setFailure(null);
    try {
      const models = await queryClient.fetchQuery(layoutModelsQuery(layout.style, accountId));
      const catalogue = layoutCatalogue(models, layout.style);
      const plan = buildKitchenLayout(layoutInMeters(layout, unit), catalogue.sizes, wallThickness);
      buildLayout(doc, origin, plan, catalogue, layout.style, { replace: true });
      setOpen(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const choose = (layout: KitchenLayout) => {
    if (doc !== null && isEmptyDesign(doc)) void replaceDesign(layout);
    else setAsking(layout);
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
      {failure !== null && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
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
      <Dialog.Root open={asking !== null} onOpenChange={(next) => next || setAsking(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title>Use this layout</Dialog.Title>
            <Dialog.Description>
              Replace what is drawn in this design with the layout (Undo brings it back), or open the layout
              as a new design, which uses one of your saves.
            </Dialog.Description>
            <div className="dialog-buttons">
              <DialogCloseButton>Cancel</DialogCloseButton>
              <button type="button" onClick={() => asking && openAsNewDesign(asking)}>
                Open as a new design
              </button>
              <button type="button" onClick={() => asking && void replaceDesign(asking)}>
                Replace this design
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
