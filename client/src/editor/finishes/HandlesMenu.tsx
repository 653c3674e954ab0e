import { NO_HANDLES, type HandleChoice } from '@kitchensync/schemas';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as Y from 'yjs';
import { chooseHandles, type HandlesPick } from '../../doc/designCommands/chooseHandles';
import { catalogueItemClick } from '../../model/finishes/catalogueItemClick';
import { HandleSwatch } from './HandleSwatch';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { useCatalogueHandles } from './useCatalogueHandles';
import { useDesignCommand } from './useDesignCommand';

/**
 * The Handles popup (spec 002 sections 2 and 4): None, Default (the style's own) and the catalogue
 * handles that have a model; choosing one closes the popup and logs "Changed Handles". A locked
 * handle opens the premium upsell instead.
 */
export function HandlesMenu({ doc, origin, handle }: { doc: Y.Doc; origin: unknown; handle: HandleChoice }) {
  const handles = useCatalogueHandles();
  const command = useDesignCommand();
  const choose = (pick: HandlesPick) => command.run(() => chooseHandles(doc, origin, pick));
  const item = (key: string, label: string, choice: HandleChoice, onSelect: () => void) => (
    <DropdownMenu.CheckboxItem
      key={key}
      className="dropdown-menu-item handle-item"
      checked={handle === choice}
      onSelect={onSelect}
    >
      <HandleSwatch choice={choice} />
      {label}
    </DropdownMenu.CheckboxItem>
  );
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button">Handles</button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="dropdown-menu" align="start" sideOffset={4} aria-label="Handles">
            {item('none', 'None', NO_HANDLES, () => choose({ kind: 'none' }))}
            {item('default', 'Default', null, () => choose({ kind: 'default' }))}
            {handles.isPending && (
              <DropdownMenu.Label className="dropdown-menu-label">Loading handles…</DropdownMenu.Label>
            )}
            {handles.isError && (
              <DropdownMenu.Label className="error">{handles.error.message}</DropdownMenu.Label>
            )}
            {(handles.data ?? []).map((catalogueHandle) =>
              item(
                catalogueHandle.id,
                catalogueHandle.locked ? `${catalogueHandle.name} (Locked)` : catalogueHandle.name,
                catalogueHandle.id,
                () => {
                  if (catalogueItemClick(catalogueHandle) === 'upsell') {
                    usePremiumUpsell.getState().showUpsell(`The ${catalogueHandle.name} handle`);
                    return;
                  }
                  choose({ kind: 'handle', handle: catalogueHandle });
                },
              ),
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {command.refusal !== null && (
        <p className="error" role="alert">
          {command.refusal}
        </p>
      )}
    </>
  );
}
