import {
  changePricesButton,
  clientDomainHidesPrices,
  parseCatalogPrice,
  type CatalogCollection,
  type CatalogModel,
  type PlacedModel,
} from '@kitchensync/schemas';
import { useId, useState } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { bulkPriceEdits, type PriceEditTarget } from '../../model/catalogue/bulkPriceEdits';
import { catalogueCategories, type CatalogueCategory } from '../../model/catalogue/catalogueCategories';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { categoryHasPrices } from '../../model/catalogue/categoryHasPrices';
import { glassFilter } from '../../model/catalogue/glassFilter';
import { groupBySubcategory } from '../../model/catalogue/groupBySubcategory';
import { modelsInCollection } from '../../model/catalogue/modelsInCollection';
import { isSearchActive, searchCatalogueModels } from '../../model/catalogue/searchCatalogueModels';
import { ChangePricesButton } from './ChangePricesButton';
import { ModelTile } from './ModelTile';
import { PriceEditTile } from './PriceEditTile';
import { StyleCarousel } from './StyleCarousel';
import { SubcategoryAccordions } from './SubcategoryAccordions';
import { useAdminStanding } from './useAdminStanding';
import { useCatalogueModels } from './useCatalogueModels';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { useClientDomain } from './useClientDomain';
import { useSavePrices } from './useSavePrices';
import { StyleChangeMenu } from './StyleChangeMenu';
import { useStyleChange, type StyleChangeTarget } from './useStyleChange';
import { useSelection } from '../../session/useSelection';

/** The design whose placed models the Change style menu restyles (editors only). */
export interface RestyleTarget extends StyleChangeTarget {
  models: readonly PlacedModel[];
}

/**
 * The panel of one catalogue category other than appliances (spec 001 section 2): titled
 * "Step 2: {category} Cabinets" for cabinets, with search, Show glass, subcategory accordions and
 * Change prices; closets, furniture and decorations use it under their own names. Styled
 * categories show the Collections carousel, whose choice is the style models are picked in.
 */
export function CabinetsPanel({
  category,
  collections,
  collectionId,
  onChooseCollection,
  onActivate,
  dragItemOf,
  onNotice,
  restyle = null,
}: {
  category: Exclude<CatalogueCategory, 'appliance'>;
  collections: readonly CatalogCollection[];
  collectionId: string | null;
  onChooseCollection: (catalogStyleId: string) => void;
  onActivate: (model: CatalogModel) => void;
  dragItemOf: (model: CatalogModel) => CatalogueDragItem;
  onNotice: (message: string) => void;
  restyle?: RestyleTarget | null;
}) {
  const searchId = useId();
  const models = useCatalogueModels(category);
  const standing = useAdminStanding();
  const clientDomain = useClientDomain().data ?? null;
  const [query, setQuery] = useState('');
  const [showGlass, setShowGlass] = useState(false);
  const [open, setOpen] = useState<string[]>([]);
  // The bulk edit's typed prices by catalogue model id; null while not editing prices.
  const [priceDrafts, setPriceDrafts] = useState<ReadonlyMap<string, string> | null>(null);
  // An admin edits their own account's prices (`callerAccountId` on the api).
  const savePrices = useSavePrices(useCurrentUser().data?.id ?? null);
  const [styleMenuOpen, setStyleMenuOpen] = useState(false);
  const styleChange = useStyleChange(restyle);
  const title = catalogueCategories.title(category);

  if (models.isPending) return <p>Loading {catalogueCategories.label(category)}…</p>;
  if (models.isError) return <p className="error">{models.error.message}</p>;

  const styled = models.data.some((model) => model.styles.length > 0);
  const searched = searchCatalogueModels(modelsInCollection(models.data, collectionId), query);
  const groups = groupBySubcategory(category, glassFilter.apply(searched, query, showGlass));
  const shown = groups.flatMap((group) => group.models);
  const priceTargets = new Map<string, PriceEditTarget>();
  for (const model of shown) {
    const target = bulkPriceEdits.target(model, collectionId);
    if (target) priceTargets.set(model.catalogModelId, target);
  }
  const savePriceEdit = () => {
    if (priceDrafts === null) return;
    const edit = bulkPriceEdits.collect([...priceTargets.values()], priceDrafts);
    savePrices.mutate(edit, {
      onSuccess: (summary) => {
        setPriceDrafts(null);
        onNotice(summary);
      },
    });
  };
  const renderPriceTile = (model: CatalogModel, drafts: ReadonlyMap<string, string>) => {
    const target = priceTargets.get(model.catalogModelId);
    // Every model shown has a price in the chosen collection (`modelsInCollection`).
    if (!target) return null;
    const value = drafts.get(model.catalogModelId) ?? bulkPriceEdits.text(target.current);
    return (
      <PriceEditTile
        model={model}
        value={value}
        invalid={parseCatalogPrice(value) === null}
        disabled={savePrices.isPending}
        onChange={(text) => setPriceDrafts(new Map(drafts).set(model.catalogModelId, text))}
      />
    );
  };
  const pricesButton = changePricesButton({
    ...standing,
    modelType: category,
    categoryPriced: categoryHasPrices(models.data),
    clientDomainHidesPrices: clientDomain !== null && clientDomainHidesPrices(clientDomain.settings),
  });

  return (
    <section className="catalogue-panel" aria-label={title}>
      <h3>{title}</h3>
      {styled && (
        <StyleCarousel
          collections={collections}
          chosenId={collectionId}
          onChoose={(catalogStyleId) => {
            onChooseCollection(catalogStyleId);
            const selection = useSelection.getState().selectedIds;
            if (restyle?.models.some((model) => selection.includes(model.id))) setStyleMenuOpen(true);
          }}
          onLocked={(collection) =>
            usePremiumUpsell.getState().showUpsell(`The ${collection.name} collection`)
          }
        />
      )}
      {styled && restyle !== null && (
        <StyleChangeMenu
          collection={collections.find((collection) => collection.catalogStyleId === collectionId) ?? null}
          models={restyle.models}
          open={styleMenuOpen}
          onOpenChange={setStyleMenuOpen}
          busy={styleChange.busy}
          onChoose={(scope) => {
            setStyleMenuOpen(false);
            const collection = collections.find((entry) => entry.catalogStyleId === collectionId);
            if (collection !== undefined) void styleChange.apply(collection, scope);
          }}
        />
      )}
      {styleChange.outcome !== null && (
        <p
          className={styleChange.outcome.refused ? 'error' : 'catalogue-notice'}
          role={styleChange.outcome.refused ? 'alert' : 'status'}
        >
          {styleChange.outcome.message}
        </p>
      )}
      <label htmlFor={searchId} className="visually-hidden">
        Search {catalogueCategories.label(category)}
      </label>
      <input
        id={searchId}
        type="search"
        placeholder="Search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {glassFilter.showsCheckbox(searched, query) && (
        <label className="show-glass">
          <input
            type="checkbox"
            checked={showGlass}
            onChange={(event) => setShowGlass(event.target.checked)}
          />
          Show glass
        </label>
      )}
      {priceDrafts === null ? (
        <ChangePricesButton
          state={pricesButton}
          onStart={() => setPriceDrafts(new Map())}
          onLocked={() => usePremiumUpsell.getState().showUpsell('Changing prices (the Ultimate plan)')}
        />
      ) : (
        <div className="price-edit-bar" role="group" aria-label="Price editing">
          <span>{savePrices.isPending ? 'Saving prices…' : 'Editing prices'}</span>
          <button
            type="button"
            aria-label="Save prices"
            disabled={savePrices.isPending}
            onClick={savePriceEdit}
          >
            ✓
          </button>
          <button
            type="button"
            aria-label="Cancel price editing"
            disabled={savePrices.isPending}
            onClick={() => setPriceDrafts(null)}
          >
            ✗
          </button>
        </div>
      )}
      {groups.length === 0 ? (
        <p className="catalogue-empty">
          {isSearchActive(query) ? `Nothing matches "${query.trim()}".` : 'No models in this category.'}
        </p>
      ) : (
        <SubcategoryAccordions
          type={category}
          groups={groups}
          open={open}
          onOpenChange={setOpen}
          allOpen={isSearchActive(query)}
          renderTile={(model) =>
            priceDrafts === null ? (
              <ModelTile
                model={model}
                catalogStyleId={collectionId}
                onActivate={onActivate}
                dragItem={() => dragItemOf(model)}
              />
            ) : (
              renderPriceTile(model, priceDrafts)
            )
          }
        />
      )}
    </section>
  );
}
