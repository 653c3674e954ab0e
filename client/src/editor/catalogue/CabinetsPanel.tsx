import {
  changePricesButton,
  clientDomainHidesPrices,
  type CatalogCollection,
  type CatalogModel,
  type PlacedModel,
} from '@kitchensync/schemas';
import { useId, useState } from 'react';
import { catalogueCategories, type CatalogueCategory } from '../../model/catalogue/catalogueCategories';
import { categoryHasPrices } from '../../model/catalogue/categoryHasPrices';
import { glassFilter } from '../../model/catalogue/glassFilter';
import { groupBySubcategory } from '../../model/catalogue/groupBySubcategory';
import { modelsInCollection } from '../../model/catalogue/modelsInCollection';
import { isSearchActive, searchCatalogueModels } from '../../model/catalogue/searchCatalogueModels';
import { ChangePricesButton } from './ChangePricesButton';
import { ModelTile } from './ModelTile';
import { StyleCarousel } from './StyleCarousel';
import { SubcategoryAccordions } from './SubcategoryAccordions';
import { useAdminStanding } from './useAdminStanding';
import { useCatalogueModels } from './useCatalogueModels';
import { useClientDomain } from './useClientDomain';
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
  onNotice,
  restyle = null,
}: {
  category: Exclude<CatalogueCategory, 'appliance'>;
  collections: readonly CatalogCollection[];
  collectionId: string | null;
  onChooseCollection: (catalogStyleId: string) => void;
  onActivate: (model: CatalogModel) => void;
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
  const [styleMenuOpen, setStyleMenuOpen] = useState(false);
  const styleChange = useStyleChange(restyle);
  const title = catalogueCategories.title(category);

  if (models.isPending) return <p>Loading {catalogueCategories.label(category)}…</p>;
  if (models.isError) return <p className="error">{models.error.message}</p>;

  const styled = models.data.some((model) => model.styles.length > 0);
  const searched = searchCatalogueModels(modelsInCollection(models.data, collectionId), query);
  const groups = groupBySubcategory(category, glassFilter.apply(searched, query, showGlass));
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
          onLocked={(collection) => onNotice(`${collection.name} is locked on your plan.`)}
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
      <ChangePricesButton state={pricesButton} onNotice={onNotice} />
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
          renderTile={(model) => <ModelTile model={model} onActivate={onActivate} />}
        />
      )}
    </section>
  );
}
