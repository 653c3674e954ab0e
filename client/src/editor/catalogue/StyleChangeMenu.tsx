import type { CatalogCollection, PlacedModel } from '@kitchensync/schemas';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { StyleScope } from '../../model/catalogue/StyleScope';
import { styleScopeChoices } from '../../model/catalogue/styleScopeChoices';
import { useSelection } from '../../session/useSelection';
import '../tools/tools.css';

export interface StyleChangeMenuProps {
  /** The collection chosen in the carousel, which the menu applies. */
  collection: CatalogCollection | null;
  models: readonly PlacedModel[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(scope: StyleScope): void;
  busy: boolean;
}

/**
 * "Change style" beside the Collections carousel (spec 001 section 4): puts the chosen collection on
 * the selected items, all items, or all of one type. It opens by itself when a collection is chosen
 * while placed models are selected.
 */
export function StyleChangeMenu({
  collection,
  models,
  open,
  onOpenChange,
  onChoose,
  busy,
}: StyleChangeMenuProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const choices = styleScopeChoices(models, selectedIds);
  const usable = collection !== null && choices.length > 0;
  return (
    <DropdownMenu.Root open={open && usable} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="style-change-trigger" disabled={!usable || busy}>
          {busy ? 'Changing style…' : 'Change style'}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="dropdown-menu" align="start" sideOffset={4}>
          <DropdownMenu.Label className="dropdown-menu-label">Put in {collection?.name}:</DropdownMenu.Label>
          {choices.map((choice) => (
            <DropdownMenu.Item
              key={choice.label}
              className="dropdown-menu-item"
              onSelect={() => onChoose(choice.scope)}
            >
              {choice.label} <span className="dropdown-menu-count">{choice.count}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
