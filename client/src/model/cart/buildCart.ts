import {
  DEFAULT_CATALOG_STYLE_ID,
  type Design,
  type PlacedModel,
  type PlacedOpening,
  type Wall,
} from '@kitchensync/schemas';
import { backsplashArea } from '../backsplash/backsplashArea';
import { backsplashStrips } from '../backsplash/backsplashStrips';
import { floorArea } from '../finishes/floorArea';
import { drawsCrown } from '../modelParts/modelTrim';
import { modelParts } from '../modelParts/modelParts';
import { modelSurroundingsOf } from '../modelParts/modelSurroundingsOf';
import type { CartLine } from './CartLine';
import { CART_GROUPS, type CartGroupId } from './cartGroups';
import { cartGroupOf } from './cartGroupOf';
import { roundToCents } from './roundToCents';

/** A molding sold by the piece and counted by the length it covers. */
export interface MoldingProduct {
  catalogModelId: string;
  code: string;
  name: string;
  /** One piece's length, in meters (`moldingPieceLength`). */
  pieceLength: number;
  unitPrice: number | null;
}

/** A finish priced by area: its name and its price per square meter (null: on request). */
export interface FinishProduct {
  name: string;
  pricePerSquareMeter: number | null;
}

export interface CartInput {
  models: readonly PlacedModel[];
  walls: readonly Wall[];
  /** The windows, doors and openings, which the backsplash is cut around. */
  openings: readonly PlacedOpening[];
  design: Pick<Design, 'countertop' | 'flooring' | 'backsplash'>;
  /** A placed model's unit price: the account's override, else the catalogue's; null on request. */
  unitPriceOf(model: PlacedModel): number | null;
  /** The catalogue's crown molding and toe kick, which the cabinets' flags are counted in. */
  moldings: { crown: MoldingProduct | null; toeKick: MoldingProduct | null };
  /** The chosen countertop, flooring and backsplash as products; null when the catalogue lacks one. */
  finishOf(kind: 'countertop' | 'flooring' | 'backsplash', id: string): FinishProduct | null;
}

export interface CartGroupLines {
  id: CartGroupId;
  label: string;
  lines: CartLine[];
  /** The sum of the group's rounded line amounts. */
  subtotalCents: number;
  /** Whether a line of the group has no price (the subtotal leaves it out). */
  hasUnpriced: boolean;
}

export interface DesignCart {
  groups: CartGroupLines[];
  totalCents: number;
  hasUnpriced: boolean;
}

/** Pieces are counted from lengths rounded to a tenth of a millimetre, so 2 × 48" stays one 96" piece. */
const LENGTH_EPSILON = 1e-4;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The unit price is rounded to cents first and the amount follows from the rounded unit price, so
 * the quote's unit price times its quantity is its amount, to the cent.
 */
function amountOf(
  unitPrice: number | null,
  quantity: number,
): { unit: number | null; amount: number | null } {
  if (unitPrice === null) return { unit: null, amount: null };
  const unit = roundToCents(unitPrice);
  return { unit, amount: roundToCents((unit * quantity) / 100) };
}

/** Identical items (same catalogue model, style, size and price) share one line. */
function modelLines(input: CartInput, models: readonly PlacedModel[]): CartLine[] {
  const lines = new Map<string, CartLine>();
  for (const model of models) {
    const unitPrice = input.unitPriceOf(model);
    const { width, height, depth } = model.dimensions;
    const size = [width, height, depth].map((value) => round(value, 4));
    const key = [
      'model',
      model.catalogModelId ?? model.modelCode,
      model.catalogStyleId,
      ...size,
      unitPrice === null ? 'request' : roundToCents(unitPrice),
    ].join('|');
    const line = lines.get(key);
    if (line !== undefined) {
      line.quantity += 1;
      line.modelIds.push(model.id);
      line.amountCents = amountOf(unitPrice, line.quantity).amount;
      continue;
    }
    const priced = amountOf(unitPrice, 1);
    lines.set(key, {
      key,
      group: cartGroupOf(model),
      catalogModelId: model.catalogModelId || null,
      code: model.modelCode,
      name: model.modelName,
      styleId: model.catalogStyleId ?? DEFAULT_CATALOG_STYLE_ID,
      dimensions: { width, height, depth },
      quantity: 1,
      unit: 'piece',
      coveredLength: null,
      unitPriceCents: priced.unit,
      amountCents: priced.amount,
      modelIds: [model.id],
    });
  }
  return [...lines.values()];
}

/** The running length of crown molding the cabinets' flags ask for: fronts, and the chosen returns. */
function crownLength(models: readonly PlacedModel[]): { length: number; ids: string[] } {
  let length = 0;
  const ids: string[] = [];
  for (const model of models) {
    if (!drawsCrown(model)) continue;
    const { width, depth } = model.dimensions;
    length +=
      (model.crownMolding ? width : 0) +
      (model.crownLeftMolding ? depth : 0) +
      (model.crownRightMolding ? depth : 0);
    ids.push(model.id);
  }
  return { length, ids };
}

/** The running length of toe kick along the fronts of the cabinets that have one. */
function toeKickLength(models: readonly PlacedModel[]): { length: number; ids: string[] } {
  const kicked = models.filter((model) => model.toeKick && cartGroupOf(model) !== 'appliances');
  return {
    length: kicked.reduce((sum, model) => sum + model.dimensions.width, 0),
    ids: kicked.map((model) => model.id),
  };
}

function moldingLine(
  product: MoldingProduct | null,
  fallbackName: string,
  covered: { length: number; ids: string[] },
): CartLine | null {
  if (covered.length <= 0) return null;
  const pieceLength = product?.pieceLength ?? null;
  const quantity =
    pieceLength === null ? 1 : Math.max(1, Math.ceil(covered.length / pieceLength - LENGTH_EPSILON));
  const priced = amountOf(product?.unitPrice ?? null, quantity);
  return {
    key: `molding|${product?.catalogModelId ?? fallbackName}`,
    group: 'accessoriesAndMolding',
    catalogModelId: product?.catalogModelId ?? null,
    code: product?.code ?? '',
    name: product?.name ?? fallbackName,
    styleId: null,
    dimensions: null,
    quantity,
    unit: 'length',
    coveredLength: round(covered.length, 4),
    unitPriceCents: priced.unit,
    amountCents: priced.amount,
    modelIds: covered.ids,
  };
}

function areaLine(
  group: 'countertop' | 'flooring' | 'backsplash',
  id: string,
  product: FinishProduct | null,
  squareMeters: number,
  modelIds: string[],
): CartLine | null {
  const quantity = round(squareMeters, 2);
  if (quantity <= 0) return null;
  const priced = amountOf(product?.pricePerSquareMeter ?? null, quantity);
  return {
    key: `${group}|${id}`,
    group,
    catalogModelId: null,
    code: '',
    name: product?.name ?? id,
    styleId: null,
    dimensions: null,
    quantity,
    unit: 'area',
    coveredLength: null,
    unitPriceCents: priced.unit,
    amountCents: priced.amount,
    modelIds,
  };
}

/**
 * The countertop slabs' footprint, exactly as the models draw them: overhangs and corners included,
 * the run over a dishwasher too, a sink's hole left out.
 */
function countertopArea(models: readonly PlacedModel[]): { area: number; ids: string[] } {
  let area = 0;
  const ids: string[] = [];
  const surroundings = modelSurroundingsOf(models);
  for (const model of models) {
    const slabs = modelParts(model, null, surroundings.get(model.id)).filter(
      (part) => part.role === 'countertop',
    );
    if (slabs.length === 0) continue;
    area += slabs.reduce((sum, slab) => sum + slab.size.x * slab.size.z, 0);
    ids.push(model.id);
  }
  return { area, ids };
}

/**
 * The backsplash tile the design gets: the strips the 3D view and the elevations draw
 * (`backsplashStrips`: over countertops and behind ranges on the chosen walls, up to the size's
 * height or the wall cabinets and hoods above, cut around windows, doors and openings), counted as
 * if every model and opening were shown, since hiding one is to see past it, not to remove it (a
 * hidden wall, like the floor's, counts for none).
 */
function tiledArea(input: CartInput, backsplash: NonNullable<Design['backsplash']>): number {
  const shown = <T extends { visible: boolean }>(node: T): T =>
    node.visible ? node : { ...node, visible: true };
  return backsplashArea(
    backsplashStrips({
      walls: input.walls,
      models: input.models.map(shown),
      openings: input.openings.map(shown),
      backsplash,
    }),
  );
}

/**
 * The design's price list (issue 17), computed from the document alone, so every collaborator's
 * cart is the same and follows every edit: the placed models line by line (identical ones counted
 * together), the crown molding and toe kick the cabinets ask for in pieces cut from the length they
 * cover, and the countertop, flooring and backsplash by area (countertop and backsplash as drawn). Every amount is rounded to cents once,
 * per line; subtotals and the total add the rounded amounts, so the lines always add up to the total.
 * Lines without a price say so and are left out of the sums.
 */
export function buildCart(input: CartInput): DesignCart {
  // A hidden model is still part of the kitchen (hidden to see past it), so it is still bought.
  const placed = input.models;
  const lines: CartLine[] = [...modelLines(input, placed)];
  const crown = moldingLine(input.moldings.crown, 'Crown molding', crownLength(placed));
  if (crown !== null) lines.push(crown);
  const toeKick = moldingLine(input.moldings.toeKick, 'Toe kick', toeKickLength(placed));
  if (toeKick !== null) lines.push(toeKick);

  const { countertop, flooring, backsplash } = input.design;
  if (countertop !== null) {
    const slabs = countertopArea(placed);
    const line = areaLine(
      'countertop',
      countertop.id,
      input.finishOf('countertop', countertop.id),
      slabs.area,
      slabs.ids,
    );
    if (line !== null) lines.push(line);
  }
  if (flooring !== null) {
    const floor = floorArea(input.walls, flooring.overhang);
    const squareMeters = floor === null ? 0 : (floor.maxX - floor.minX) * (floor.maxZ - floor.minZ);
    const line = areaLine('flooring', flooring.id, input.finishOf('flooring', flooring.id), squareMeters, []);
    if (line !== null) lines.push(line);
  }
  if (backsplash?.textureId) {
    const line = areaLine(
      'backsplash',
      backsplash.textureId,
      input.finishOf('backsplash', backsplash.textureId),
      tiledArea(input, backsplash),
      [],
    );
    if (line !== null) lines.push(line);
  }

  const groups = CART_GROUPS.flatMap(({ id, label }) => {
    // By code, as dealers order and read them. The sort is stable and the models come in id order,
    // so lines of one code keep the same order on every replica.
    const grouped = lines
      .filter((line) => line.group === id)
      .sort((a, b) => a.code.localeCompare(b.code, 'en') || a.name.localeCompare(b.name, 'en'));
    if (grouped.length === 0) return [];
    return [
      {
        id,
        label,
        lines: grouped,
        subtotalCents: grouped.reduce((sum, line) => sum + (line.amountCents ?? 0), 0),
        hasUnpriced: grouped.some((line) => line.amountCents === null),
      },
    ];
  });
  return {
    groups,
    totalCents: groups.reduce((sum, group) => sum + group.subtotalCents, 0),
    hasUnpriced: groups.some((group) => group.hasUnpriced),
  };
}
