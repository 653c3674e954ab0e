import {
  APPLIANCE_SIZE_GROUPS,
  APPLIANCE_MENU_WIDE_SCREEN_PX,
  DEFAULT_APPLIANCE_TYPE,
  defaultApplianceFinish,
  type ApplianceFinish,
  type ApplianceType,
  type CatalogModel,
} from '@kitchensync/schemas';

/** A finish of the first step; 'uncategorized' shows every finish, panel-ready models included. */
export type ApplianceMenuFinish = ApplianceFinish | 'uncategorized';

export type ApplianceMenuStep = 1 | 2 | 3 | 4;

export interface ApplianceMenuState {
  readonly step: ApplianceMenuStep;
  readonly finish: ApplianceMenuFinish;
  readonly kind: ApplianceType;
  /** The third step's choice for kinds grouped by size or form; null shows the whole kind. */
  readonly sizeGroup: string | null;
}

export type ApplianceMenuEvent =
  | { readonly type: 'pickFinish'; readonly finish: ApplianceMenuFinish }
  | { readonly type: 'pickKind'; readonly kind: ApplianceType }
  | { readonly type: 'pickSizeGroup'; readonly sizeGroup: string }
  | { readonly type: 'back' };

/** What the third step shows: size or form groups for the kinds spec 002 groups, else the models. */
export type ApplianceThirdStep = 'sizeGroups' | 'models';

type MenuModel = Pick<CatalogModel, 'type' | 'subcategory' | 'applianceType' | 'sizeGroup'>;

/**
 * The appliance menu (spec 002 sections 2 and 4): 1 finish, 2 appliance kind, 3 size group or model
 * grid, 4 model grid. Picks move a step forward and Back one step back; on screens 1000 px wide or
 * more every section shows at once, so the step only matters below that.
 */
export const applianceMenu = {
  initial(screenWidthPx: number): ApplianceMenuState {
    return {
      step: 1,
      finish: defaultApplianceFinish(screenWidthPx),
      kind: DEFAULT_APPLIANCE_TYPE,
      sizeGroup: null,
    };
  },

  showsAllSteps(screenWidthPx: number): boolean {
    return screenWidthPx >= APPLIANCE_MENU_WIDE_SCREEN_PX;
  },

  sizeGroupsOf(kind: ApplianceType): readonly string[] | null {
    return kind in APPLIANCE_SIZE_GROUPS
      ? APPLIANCE_SIZE_GROUPS[kind as keyof typeof APPLIANCE_SIZE_GROUPS]
      : null;
  },

  /** Refrigerator widths read as inches ('30' as 30"); forms and 'Other' as they are. */
  sizeGroupLabel(sizeGroup: string): string {
    return /^\d/.test(sizeGroup) ? `${sizeGroup}"` : sizeGroup;
  },

  thirdStep(kind: ApplianceType): ApplianceThirdStep {
    return applianceMenu.sizeGroupsOf(kind) === null ? 'models' : 'sizeGroups';
  },

  /** The furthest step a kind has: kinds without size groups end on their model grid at step 3. */
  lastStep(kind: ApplianceType): ApplianceMenuStep {
    return applianceMenu.thirdStep(kind) === 'models' ? 3 : 4;
  },

  next(state: ApplianceMenuState, event: ApplianceMenuEvent): ApplianceMenuState {
    switch (event.type) {
      case 'pickFinish':
        return { ...state, finish: event.finish, step: 2 };
      case 'pickKind':
        return { ...state, kind: event.kind, sizeGroup: null, step: 3 };
      case 'pickSizeGroup': {
        const groups = applianceMenu.sizeGroupsOf(state.kind);
        if (groups === null || !groups.includes(event.sizeGroup)) return state;
        return { ...state, sizeGroup: event.sizeGroup, step: 4 };
      }
      case 'back': {
        if (state.step === 1) return state;
        const step = (state.step - 1) as ApplianceMenuStep;
        return { ...state, step, sizeGroup: step < 4 ? null : state.sizeGroup };
      }
    }
  },

  /** The models the grid shows: appliances of the kind, in the finish, in the size group when one is chosen. */
  models<M extends MenuModel>(models: readonly M[], state: ApplianceMenuState): M[] {
    return models.filter(
      (model) =>
        model.type === 'appliance' &&
        model.applianceType === state.kind &&
        (state.finish === 'uncategorized' || model.subcategory === state.finish) &&
        (state.sizeGroup === null || model.sizeGroup === state.sizeGroup),
    );
  },
};
