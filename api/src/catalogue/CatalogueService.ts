import {
  DEFAULT_CATALOG_STYLE_ID,
  FREE_PLAN,
  catalogModelPrice,
  catalogueItemLocked,
  catalogueSectionOfModel,
  clientDomainHidesPrices,
  isCabinetType,
  type AuthUser,
  type CatalogCollection,
  type CatalogCountertop,
  type CatalogHandle,
  type CatalogModel,
  type CatalogOpening,
  type CatalogueModelsQuery,
  type CatalogueSection,
  type CheckAdminRequest,
  type CheckAdminResponse,
  type PriceOverride,
  type PriceUpdateRequest,
  type PriceUpdateResponse,
  type Texture,
  type TextureCategory,
} from '@kitchensync/schemas';
import type { ClientDomainService } from '../clientDomains/ClientDomainService';
import { ApiError } from '../http/ApiError';
import type { AccountStanding } from './AccountStanding';
import type { CatalogueContents } from './CatalogueContents';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CatalogueViewer } from './CatalogueViewer';
import { callerAccountId } from './callerAccountId';

export interface CatalogueSeed {
  version: number;
  build(): CatalogueContents;
}

/**
 * The catalogue as each caller sees it: items marked locked for their plan (left out on a client
 * domain, whose users never see the upsell), a client domain's restriction applied, and prices of
 * the account named.
 */
export class CatalogueService {
  private seeding: Promise<void> | null = null;

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly standing: AccountStanding,
    private readonly clientDomains: ClientDomainService,
    private readonly seed: CatalogueSeed,
    /** Told after an account's prices changed, so open editors priced for it refetch; must not throw. */
    private readonly onPricesChanged: (accountId: string) => Promise<void> = async () => {},
  ) {}

  /** Seeds the store when it holds an older seed; concurrent callers share one run, a failure is retried next time. */
  ensureSeeded(): Promise<void> {
    this.seeding ??= (async () => {
      if ((await this.catalogue.seedVersion()) >= this.seed.version) return;
      await this.catalogue.applySeed(this.seed.build(), this.seed.version);
    })().catch((error: unknown) => {
      this.seeding = null;
      throw error;
    });
    return this.seeding;
  }

  async viewer(user: AuthUser | null, host: string): Promise<CatalogueViewer> {
    const plan = user ? await this.standing.planOf(user.id) : FREE_PLAN;
    return { plan, clientDomain: await this.clientDomains.forHost(host) };
  }

  async collections(viewer: CatalogueViewer): Promise<CatalogCollection[]> {
    await this.ensureSeeded();
    const allowed = viewer.clientDomain?.catalogue.collections ?? null;
    const collections = (await this.catalogue.collections()).filter(
      (collection) => allowed === null || allowed.includes(collection.catalogStyleId),
    );
    return this.present(viewer, collections, () => null);
  }

  async models(viewer: CatalogueViewer, query: CatalogueModelsQuery): Promise<CatalogModel[]> {
    await this.ensureSeeded();
    const models = await this.catalogue.models({ type: query.type, subcategory: query.subcategory });
    const overrides = query.accountId ? await this.catalogue.priceOverrides(query.accountId) : [];
    const shown = models
      .map((model) => this.restricted(viewer, model, query.style))
      .filter((model): model is CatalogModel => model !== null)
      .map((model) => withOverrides(model, overrides));
    return this.present(viewer, shown, (model) => catalogueSectionOfModel(model.type));
  }

  async model(viewer: CatalogueViewer, catalogModelId: string, accountId?: string): Promise<CatalogModel> {
    await this.ensureSeeded();
    const found = await this.catalogue.model(catalogModelId);
    const model = found ? this.restricted(viewer, found, undefined) : null;
    const overrides = accountId ? await this.catalogue.priceOverrides(accountId) : [];
    const [shown] = model
      ? this.present(viewer, [withOverrides(model, overrides)], (item) => catalogueSectionOfModel(item.type))
      : [];
    if (!shown) throw new ApiError('catalogue/not_found');
    return shown;
  }

  async textures(viewer: CatalogueViewer, category?: TextureCategory): Promise<Texture[]> {
    await this.ensureSeeded();
    return this.present(viewer, await this.catalogue.textures(category), () => 'textures');
  }

  async countertops(viewer: CatalogueViewer): Promise<CatalogCountertop[]> {
    await this.ensureSeeded();
    return this.present(viewer, await this.catalogue.countertops(), () => 'textures');
  }

  async handles(viewer: CatalogueViewer): Promise<CatalogHandle[]> {
    await this.ensureSeeded();
    return this.present(viewer, await this.catalogue.handles(), () => null);
  }

  async openings(viewer: CatalogueViewer): Promise<CatalogOpening[]> {
    await this.ensureSeeded();
    return this.present(viewer, await this.catalogue.openings(), () => null);
  }

  /** The caller's own standing; asking about someone else is refused rather than answered. */
  async checkAdmin(user: AuthUser | null, request: CheckAdminRequest): Promise<CheckAdminResponse> {
    if (!user) throw new ApiError('auth/required');
    if (request.credentialId !== user.id) throw new ApiError('admin/other_user');
    const [isAdmin, plan] = await Promise.all([
      this.standing.isAdmin(user.id),
      this.standing.planOf(user.id),
    ]);
    return { isAdmin, isUltimatePlan: plan.ultimate === true };
  }

  /**
   * An admin on the Ultimate plan sets their account's price of a cabinet in one style (spec 001
   * sections 6 and 7). Appliances, furniture and decorations carry no editable price.
   */
  async updatePrice(
    user: AuthUser | null,
    host: string,
    request: PriceUpdateRequest,
  ): Promise<PriceUpdateResponse> {
    if (!user) throw new ApiError('auth/required');
    const standing = await this.checkAdmin(user, { credentialId: user.id });
    if (!standing.isAdmin || !standing.isUltimatePlan) throw new ApiError('catalogue/forbidden');
    const clientDomain = await this.clientDomains.forHost(host);
    if (clientDomain && clientDomainHidesPrices(clientDomain)) throw new ApiError('catalogue/forbidden');
    if (request.accountId !== callerAccountId(user)) throw new ApiError('catalogue/other_account');
    await this.ensureSeeded();
    const model = await this.catalogue.model(request.modelId);
    if (!model) throw new ApiError('catalogue/not_found');
    if (!isCabinetType(model.type)) throw new ApiError('catalogue/price_not_editable');
    if (catalogModelPrice(model, request.styleId) === null) throw new ApiError('catalogue/not_found');
    await this.catalogue.setPriceOverride({
      accountId: request.accountId,
      catalogModelId: model.catalogModelId,
      catalogStyleId: request.styleId,
      price: request.newPrice,
    });
    await this.onPricesChanged(request.accountId);
    return { success: true, error: null };
  }

  /** A model as a client domain's restriction and the `style` filter leave it, or null when nothing is left. */
  private restricted(
    viewer: CatalogueViewer,
    model: CatalogModel,
    style: string | undefined,
  ): CatalogModel | null {
    const restriction = viewer.clientDomain?.catalogue;
    if (restriction?.modelTypes && !restriction.modelTypes.includes(model.type)) return null;
    const allowed = restriction?.collections ?? null;
    if (model.styles.length === 0) return style === undefined ? model : null;
    const styles = model.styles.filter(
      (entry) =>
        (allowed === null || allowed.includes(entry.catalogStyleId)) &&
        (style === undefined || entry.catalogStyleId === style),
    );
    return styles.length === 0 ? null : { ...model, styles };
  }

  private present<T extends { locked: boolean }>(
    viewer: CatalogueViewer,
    items: readonly T[],
    sectionOf: (item: T) => CatalogueSection | null,
  ): T[] {
    return items
      .map((item) => ({ ...item, locked: catalogueItemLocked(viewer.plan, sectionOf(item), item.locked) }))
      .filter((item) => !(viewer.clientDomain && item.locked));
  }
}

function withOverrides(model: CatalogModel, overrides: readonly PriceOverride[]): CatalogModel {
  const mine = overrides.filter((override) => override.catalogModelId === model.catalogModelId);
  if (mine.length === 0) return model;
  const priceFor = (styleId: string) =>
    mine.find((override) => override.catalogStyleId === styleId)?.price ?? null;
  return {
    ...model,
    purchasePrice: model.styles.length === 0 ? priceFor(DEFAULT_CATALOG_STYLE_ID) : model.purchasePrice,
    styles: model.styles.map((style) => ({
      ...style,
      purchasePrice: priceFor(style.catalogStyleId) ?? style.purchasePrice,
    })),
  };
}
