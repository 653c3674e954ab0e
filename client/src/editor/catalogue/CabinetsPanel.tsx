import {
  changePricesButton,
  clientDomainHidesPrices,
  type CatalogCollection,
  type CatalogModel,
} from '@kitchensync/schemas';
import { useId, useState } from 'react';
import { catalogueCategories, type CatalogueCategory } from '../../model/catalogue/catalogueCategories';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
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
}: {
  category: Exclude<CatalogueCategory, 'appliance'>;
  collections: readonly CatalogCollection[];
  collectionId: string | null;
  onChooseCollection: (catalogStyleId: string) => void;
  onActivate: (model: CatalogModel) => void;
  dragItemOf: (model: CatalogModel) => CatalogueDragItem;
  onNotice: (message: string) => void;
}) {
  const searchId = useId();
  const models = useCatalogueModels(category);
  const standing = useAdminStanding();
  const clientDomain = useClientDomain().data ?? null;
  const [query, setQuery] = useState('');
  const [showGlass, setShowGlass] = useState(false);
  const [open, setOpen] = useState<string[]>([]);
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
          onChoose={onChooseCollection}
          onLocked={(collection) => onNotice(`${collection.name} is locked on your plan.`)}
        />
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
          renderTile={(model) => (
            <ModelTile model={model} onActivate={onActivate} dragItem={() => dragItemOf(model)} />
          )}
        />
      )}
    </section>
  );
}
