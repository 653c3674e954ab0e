import { DEFAULT_CATALOG_STYLE_ID } from '../document/placedModel';
import type { SaveFileContents } from '../document/saveFileContents';
import { SAVE_FILE_VERSION } from '../saveMeta';
import { isJsonObject } from './isJsonObject';
import { SAVE_FILE_NODE_MEMBER_NAMES } from './saveFileNodeMembers';

export type Version1Migration =
  { ok: true; data: Record<string, unknown> } | { ok: false; code: 'filtering' | 'migratingModels' };

/** Members where null means "none chosen", as in version 2. */
const NULLABLE_OBJECT_MEMBERS = [
  'flooring',
  'countertop',
  'backsplash',
] as const satisfies readonly (keyof SaveFileContents)[];
/** Members that version 2 always has; a version-1 file without them gets version 2's defaults. */
const DEFAULTED_OBJECT_MEMBERS = ['ceiling', 'cart'] as const satisfies readonly (keyof SaveFileContents)[];

/** Version-1 catalogue keys were database ids, sometimes numeric; version 2 keeps them as strings. */
function catalogueKey(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Version 1 named a model's catalogue entry `database_id` and its style `style`; a model without a style had the default one. */
function migrateModel(model: unknown): Record<string, unknown> | null {
  if (!isJsonObject(model)) return null;
  const { database_id: databaseId, style, ...rest } = model;
  const catalogModelId =
    typeof rest.catalogModelId === 'string' ? rest.catalogModelId : catalogueKey(databaseId);
  const catalogStyleId =
    typeof rest.catalogStyleId === 'string'
      ? rest.catalogStyleId
      : style === undefined || style === null
        ? DEFAULT_CATALOG_STYLE_ID
        : catalogueKey(style);
  if (catalogModelId === null || catalogStyleId === null) return null;
  return { ...rest, catalogModelId, catalogStyleId };
}

/** Cart lines were written with the same catalogue keys as models; lines already in version-2 shape are left alone. */
function migrateCart(cart: unknown): unknown {
  if (!isJsonObject(cart) || !Array.isArray(cart.lines)) return cart;
  const lines = cart.lines.map((line: unknown) => {
    if (!isJsonObject(line) || !('database_id' in line)) return line;
    const { database_id: databaseId, style, ...rest } = line;
    return {
      ...rest,
      catalogModelId: rest.catalogModelId ?? catalogueKey(databaseId),
      ...(style === undefined ? {} : { catalogStyleId: rest.catalogStyleId ?? catalogueKey(style) }),
    };
  });
  return { ...cart, lines };
}

/**
 * Version-1 data in version-2 shape: missing members filled, each member of the type version 2
 * expects (else `filtering`), models on the version-2 catalogue fields (else `migratingModels`),
 * walls named. Ids are left as they are: the version-2 id rules apply to every file, so they are
 * normalised after migration for both versions alike. Members it does not know are kept.
 */
export function migrateVersion1(data: Record<string, unknown>): Version1Migration {
  const out: Record<string, unknown> = { ...data };
  for (const member of SAVE_FILE_NODE_MEMBER_NAMES) {
    const nodes = data[member] ?? [];
    if (!Array.isArray(nodes)) return { ok: false, code: 'filtering' };
    if (member !== 'models' && !nodes.every(isJsonObject)) return { ok: false, code: 'filtering' };
    out[member] = nodes;
  }
  for (const member of NULLABLE_OBJECT_MEMBERS) {
    const value = data[member] ?? null;
    if (value !== null && !isJsonObject(value)) return { ok: false, code: 'filtering' };
    out[member] = value;
  }
  for (const member of DEFAULTED_OBJECT_MEMBERS) {
    const value = data[member] ?? undefined;
    if (value !== undefined && !isJsonObject(value)) return { ok: false, code: 'filtering' };
    if (value === undefined) delete out[member];
  }
  const totalPrice = data.totalPrice ?? 0;
  if (typeof totalPrice !== 'number') return { ok: false, code: 'filtering' };
  out.totalPrice = totalPrice;
  const document = data.document ?? {};
  if (!isJsonObject(document)) return { ok: false, code: 'filtering' };
  // The document's id names the save it came from, which the api replaces on import anyway.
  out.document = { ...document, id: catalogueKey(document.id) ?? '', version: SAVE_FILE_VERSION };

  const models = (out.models as unknown[]).map(migrateModel);
  if (models.some((model) => model === null)) return { ok: false, code: 'migratingModels' };
  out.models = models;
  out.walls = (out.walls as Record<string, unknown>[]).map((wall) =>
    wall.name === undefined || wall.name === null ? { ...wall, name: '' } : wall,
  );
  if (out.cart !== undefined) out.cart = migrateCart(out.cart);
  return { ok: true, data: out };
}
