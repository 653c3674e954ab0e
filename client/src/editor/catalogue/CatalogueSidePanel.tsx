import type { CatalogModel } from '@kitchensync/schemas';
import { useRef, useState } from 'react';
import { catalogueModelPick, type CataloguePick } from '../../model/catalogue/CataloguePick';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { catalogueCategories, type CatalogueCategory } from '../../model/catalogue/catalogueCategories';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { ApplianceMenu } from './ApplianceMenu';
import { CabinetsPanel, type RestyleTarget } from './CabinetsPanel';
import { CategoryToolbar } from './CategoryToolbar';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { useCataloguePicturesAhead } from './useCataloguePicturesAhead';
import { useCollections } from './useCollections';
import './catalogue.css';

/**
 * The catalogue in the editor's side panel: the category toolbar and the open category's panel.
 * Picking a model hands `onPick` the model and the style it is picked in; placing it is the
 * caller's business. Locked models and collections are never picked: the panel says why instead.
 * Tiles can also be dragged onto the design, where `CatalogueDropTarget` places them.
 */
export function CatalogueSidePanel({
  onPick,
  restyle = null,
}: {
  onPick: (pick: CataloguePick) => void;
  /** The design the Change style menu restyles, when the person may edit it. */
  restyle?: RestyleTarget | null;
}) {
  const [category, setCategory] = useState<CatalogueCategory | null>(null);
  const [chosenCollectionId, setChosenCollectionId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const collections = useCollections().data ?? [];
  const section = useRef<HTMLElement>(null);
  // Ctrl+M: the cabinets menu, on the open cabinet category or else the first one, brought into view.
  useShortcuts({
    cabinetsMenu: () => {
      if (category === null || catalogueCategories.panelOf(category) !== 'cabinets') setCategory('base');
      section.current?.scrollIntoView({ block: 'start' });
    },
  });
  const collectionId =
    chosenCollectionId ?? collections.find((collection) => !collection.locked)?.catalogStyleId ?? null;
  useCataloguePicturesAhead(collectionId);

  const dragItemOf = (model: CatalogModel): CatalogueDragItem => {
    const pick = catalogueModelPick(model, collectionId);
    if (pick) return { pick, refusal: null };
    return {
      pick: null,
      refusal: model.locked
        ? `${model.name} is locked on your plan.`
        : `${model.name} does not come in the chosen collection.`,
    };
  };
  const activate = (model: CatalogModel) => {
    // spec 001 section 4: clicking a locked item opens the premium upsell.
    if (model.locked) return usePremiumUpsell.getState().showUpsell(model.name || model.code);
    const item = dragItemOf(model);
    setNotice(item.refusal);
    if (item.pick) onPick(item.pick);
  };

  return (
    <section className="catalogue" aria-label="Catalogue" ref={section}>
      <h2>Catalogue</h2>
      <CategoryToolbar
        selected={category}
        onSelect={(next) => {
          setCategory(next);
          setNotice(null);
        }}
      />
      {notice && (
        <p className="catalogue-notice" role="status">
          {notice}
        </p>
      )}
      {category === 'appliance' && <ApplianceMenu onActivate={activate} dragItemOf={dragItemOf} />}
      {category !== null && category !== 'appliance' && (
        <CabinetsPanel
          key={category}
          category={category}
          collections={collections}
          collectionId={collectionId}
          onChooseCollection={setChosenCollectionId}
          onActivate={activate}
          dragItemOf={dragItemOf}
          onNotice={setNotice}
          restyle={restyle}
        />
      )}
    </section>
  );
}
