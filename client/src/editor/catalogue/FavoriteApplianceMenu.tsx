import * as ContextMenu from '@radix-ui/react-context-menu';
import { favoriteMenuLabel, type ApplianceType, type UserData } from '@kitchensync/schemas';
import type { ReactNode } from 'react';

/**
 * The context menu of an appliance tile (spec 001 section 4): "Select as favorite", or "Already
 * your favorite" (not selectable) when it is the favorite of its kind. The favorite is what a
 * dragged appliance of that kind places, so a model locked for the plan cannot become one. Until user
 * data has loaded the entry waits, disabled.
 */
export function FavoriteApplianceMenu({
  applianceType,
  catalogModelId,
  locked,
  userData,
  onSelectFavorite,
  children,
}: {
  applianceType: ApplianceType;
  catalogModelId: string;
  locked: boolean;
  userData: UserData | null;
  onSelectFavorite: (applianceType: ApplianceType, catalogModelId: string) => void;
  children: ReactNode;
}) {
  const label = userData ? favoriteMenuLabel(userData, applianceType, catalogModelId) : 'Select as favorite';
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="context-menu">
          <ContextMenu.Item
            className="context-menu-item"
            disabled={userData === null || locked || label === 'Already your favorite'}
            onSelect={() => onSelectFavorite(applianceType, catalogModelId)}
          >
            {label}
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
