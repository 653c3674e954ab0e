import type { CatalogModel } from '@kitchensync/schemas';
import type { ReactNode } from 'react';

/**
 * Catalogue models in a grid whose columns are at least 70 px wide (spec 001 section 2). Each model
 * is drawn by `renderTile`, so the appliance menu can wrap its tiles in the favorite context menu.
 */
export function ModelGrid({
  models,
  renderTile,
  emptyText = 'No models here.',
}: {
  models: readonly CatalogModel[];
  renderTile: (model: CatalogModel) => ReactNode;
  emptyText?: string;
}) {
  if (models.length === 0) return <p className="catalogue-empty">{emptyText}</p>;
  return (
    <ul className="model-grid">
      {models.map((model) => (
        <li key={model.catalogModelId}>{renderTile(model)}</li>
      ))}
    </ul>
  );
}
