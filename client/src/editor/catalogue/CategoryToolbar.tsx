import {
  CATALOGUE_CATEGORIES,
  catalogueCategories,
  type CatalogueCategory,
} from '../../model/catalogue/catalogueCategories';

/** The catalogue categories as a grid of toggle buttons; pressing the open one closes its panel. */
export function CategoryToolbar({
  selected,
  onSelect,
}: {
  selected: CatalogueCategory | null;
  onSelect: (category: CatalogueCategory | null) => void;
}) {
  return (
    <div className="catalogue-toolbar" role="toolbar" aria-label="Catalogue categories">
      {CATALOGUE_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={selected === category}
          onClick={() => onSelect(selected === category ? null : category)}
        >
          {catalogueCategories.label(category)}
        </button>
      ))}
    </div>
  );
}
