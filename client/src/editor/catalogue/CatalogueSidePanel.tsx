import type { CatalogModel } from '@kitchensync/schemas';
import { useRef, useState } from 'react';
import { catalogueModelPick, type CataloguePick } from '../../model/catalogue/CataloguePick';
import { catalogueCategories, type CatalogueCategory } from '../../model/catalogue/catalogueCategories';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { ApplianceMenu } from './ApplianceMenu';
import { CabinetsPanel, type RestyleTarget } from './CabinetsPanel';
import { CategoryToolbar } from './CategoryToolbar';
import { useCollections } from './useCollections';
import './catalogue.css';

/**
 * The catalogue in the editor's side panel: the category toolbar and the open category's panel.
 * Picking a model hands `onPick` the model and the style it is picked in; placing it is the
 * caller's business. Locked models and collections are never picked: the panel says why instead.
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

  const activate = (model: CatalogModel) => {
    const pick = catalogueModelPick(model, collectionId);
    if (pick) {
      setNotice(null);
      onPick(pick);
    } else {
      setNotice(
        model.locked
          ? `${model.name} is locked on your plan.`
          : `${model.name} does not come in the chosen collection.`,
      );
    }
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
      {category === 'appliance' && <ApplianceMenu onActivate={activate} />}
      {category !== null && category !== 'appliance' && (
        <CabinetsPanel
          key={category}
          category={category}
          collections={collections}
          collectionId={collectionId}
          onChooseCollection={setChosenCollectionId}
          onActivate={activate}
          onNotice={setNotice}
          restyle={restyle}
        />
      )}
    </section>
  );
}
