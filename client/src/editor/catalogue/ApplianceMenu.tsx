import {
  APPLIANCE_FINISHES,
  APPLIANCE_TYPES,
  favoriteApplianceId,
  type CatalogModel,
} from '@kitchensync/schemas';
import { useState, type ReactNode } from 'react';
import {
  applianceMenu,
  type ApplianceMenuEvent,
  type ApplianceMenuFinish,
  type ApplianceMenuState,
} from '../../model/catalogue/applianceMenu';
import { catalogueCategories } from '../../model/catalogue/catalogueCategories';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { defaultApplianceDragItem } from '../../model/catalogue/defaultApplianceDragItem';
import { FavoriteApplianceMenu } from './FavoriteApplianceMenu';
import { ModelGrid } from './ModelGrid';
import { ModelTile } from './ModelTile';
import { useCatalogueModels } from './useCatalogueModels';
import { useFavoriteAppliances } from './useFavoriteAppliances';
import { startCatalogueDrag } from './startCatalogueDrag';
import { useScreenWidth } from './useScreenWidth';

const FINISHES: readonly ApplianceMenuFinish[] = [...APPLIANCE_FINISHES, 'uncategorized'];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const finishLabel = (finish: ApplianceMenuFinish) =>
  finish === 'uncategorized' ? 'All finishes' : capitalised(finish);

/**
 * The appliance menu (spec 002 sections 2 and 4): 1 finish, 2 appliance kind, 3 size group or
 * models, 4 models. Below 1000 px it shows one step at a time with Back; from 1000 px every section
 * shows at once. Appliance tiles carry the favorite context menu; dragging a kind (step 2) onto
 * the design places the designer's favorite model of that kind.
 */
export function ApplianceMenu({
  onActivate,
  dragItemOf,
}: {
  onActivate: (model: CatalogModel) => void;
  dragItemOf: (model: CatalogModel) => CatalogueDragItem;
}) {
  const screenWidth = useScreenWidth();
  const [state, setState] = useState<ApplianceMenuState>(() => applianceMenu.initial(screenWidth));
  const models = useCatalogueModels('appliance');
  const favorites = useFavoriteAppliances();
  const send = (event: ApplianceMenuEvent) => setState((current) => applianceMenu.next(current, event));
  const wide = applianceMenu.showsAllSteps(screenWidth);
  const title = catalogueCategories.title('appliance');
  const sizeGroups = applianceMenu.sizeGroupsOf(state.kind);

  const choices = <T extends string>(
    options: readonly T[],
    chosen: T | null,
    label: (option: T) => string,
    pick: (option: T) => void,
    dragItem?: (option: T) => CatalogueDragItem,
  ) => (
    <div className="appliance-choices">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === chosen}
          onClick={() => pick(option)}
          onPointerDown={dragItem && ((event) => startCatalogueDrag(event, () => dragItem(option)))}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
  const section = (name: string, number: number, content: ReactNode) => (
    <section key={name} className="appliance-step" aria-label={name}>
      <h4>
        {number}. {name}
      </h4>
      {content}
    </section>
  );

  const finishSection = section(
    'Finish',
    1,
    choices(FINISHES, state.finish, finishLabel, (finish) => send({ type: 'pickFinish', finish })),
  );
  const kindSection = section(
    'Appliance',
    2,
    choices(
      APPLIANCE_TYPES,
      state.kind,
      capitalised,
      (kind) => send({ type: 'pickKind', kind }),
      (kind) => defaultApplianceDragItem(kind, favorites.userData, models.data ?? null),
    ),
  );
  const sizeSection =
    sizeGroups === null
      ? null
      : section(
          'Type',
          3,
          choices(sizeGroups, state.sizeGroup, applianceMenu.sizeGroupLabel, (sizeGroup) =>
            send({ type: 'pickSizeGroup', sizeGroup }),
          ),
        );
  const modelsSection = section(
    'Models',
    sizeGroups === null ? 3 : 4,
    models.isPending ? (
      <p>Loading appliances…</p>
    ) : models.isError ? (
      <p className="error">{models.error.message}</p>
    ) : (
      <ModelGrid
        models={applianceMenu.models(models.data, state)}
        emptyText="No appliances of this kind in this finish."
        renderTile={(model) => {
          const kind = model.applianceType ?? state.kind;
          const favorite =
            favorites.userData !== null &&
            favoriteApplianceId(favorites.userData, kind) === model.catalogModelId;
          return (
            <FavoriteApplianceMenu
              applianceType={kind}
              catalogModelId={model.catalogModelId}
              locked={model.locked}
              userData={favorites.userData}
              onSelectFavorite={favorites.selectFavorite}
            >
              <ModelTile
                model={model}
                favorite={favorite}
                onActivate={onActivate}
                dragItem={() => dragItemOf(model)}
              />
            </FavoriteApplianceMenu>
          );
        }}
      />
    ),
  );

  const steps = wide
    ? [finishSection, kindSection, sizeSection, modelsSection]
    : [[finishSection, kindSection, sizeSection ?? modelsSection, modelsSection][state.step - 1]];

  return (
    <section
      className={
        wide ? 'catalogue-panel appliance-menu appliance-menu-wide' : 'catalogue-panel appliance-menu'
      }
      aria-label={title}
    >
      <h3>{title}</h3>
      {!wide && (
        <div className="appliance-progress">
          <span>
            Step {state.step} of {applianceMenu.lastStep(state.kind)}
          </span>
          {state.step > 1 && (
            <button type="button" onClick={() => send({ type: 'back' })}>
              Back
            </button>
          )}
        </div>
      )}
      {favorites.error && <p className="error">{favorites.error.message}</p>}
      {steps}
    </section>
  );
}
