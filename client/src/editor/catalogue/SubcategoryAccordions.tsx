import * as Accordion from '@radix-ui/react-accordion';
import type { CatalogModel, ModelType } from '@kitchensync/schemas';
import type { ReactNode } from 'react';
import type { SubcategoryGroup } from '../../model/catalogue/groupBySubcategory';
import { subcategoryLabel } from '../../model/catalogue/subcategoryLabel';
import { ModelGrid } from './ModelGrid';

/** Radix needs a non-empty value for each item; models without a subcategory have ''. */
const itemValue = (subcategory: string) => `subcategory:${subcategory}`;

/**
 * One accordion per subcategory, each holding its models' grid. While a search is active every
 * group is open, so the results are never hidden behind a closed heading.
 */
export function SubcategoryAccordions({
  type,
  groups,
  open,
  onOpenChange,
  allOpen,
  renderTile,
}: {
  type: ModelType;
  groups: readonly SubcategoryGroup<CatalogModel>[];
  open: readonly string[];
  onOpenChange: (open: string[]) => void;
  allOpen: boolean;
  renderTile: (model: CatalogModel) => ReactNode;
}) {
  const value = allOpen ? groups.map((group) => itemValue(group.subcategory)) : open.map(itemValue);
  return (
    <Accordion.Root
      type="multiple"
      className="subcategories"
      value={value}
      onValueChange={(next) => {
        if (!allOpen) onOpenChange(next.map((item) => item.slice(itemValue('').length)));
      }}
    >
      {groups.map((group) => (
        <Accordion.Item key={group.subcategory} value={itemValue(group.subcategory)} className="subcategory">
          <Accordion.Header className="subcategory-header">
            <Accordion.Trigger className="subcategory-trigger" disabled={allOpen}>
              {subcategoryLabel(type, group.subcategory)} ({group.models.length})
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="subcategory-content">
            <ModelGrid models={group.models} renderTile={renderTile} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
