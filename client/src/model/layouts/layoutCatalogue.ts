import {
  METERS_PER_INCH,
  PROGRAM_KEYS,
  WALL_CABINET_HEIGHTS_IN,
  catalogModelDimensions,
  defaultPlacementHeightIn,
  type BoxDimensions,
  type CatalogModel,
} from '@kitchensync/schemas';
import type { LayoutCabinet } from './layoutCabinet';
import type { CabinetLine, CornerCabinet, LayoutCabinetSizes } from './layoutCabinetSizes';

/** The corner cabinet size cabinet makers build first; another is taken only when the style lacks it. */
const USUAL_CORNER_IN = { base: 36, wall: 24 } as const;

/** What a layout can start with in one style, and the catalogue model behind each planned cabinet. */
export interface LayoutCatalogue {
  sizes: LayoutCabinetSizes;
  modelFor(cabinet: LayoutCabinet): CatalogModel | null;
}

interface Sized {
  model: CatalogModel;
  /** Inches, to the eighth: catalogue sizes are whole or half inches stored in meters. */
  width: number;
  height: number;
  depth: number;
  elevation: number;
}

const toInches = (meters: number) => Math.round((meters / METERS_PER_INCH) * 8) / 8;

function sized(model: CatalogModel, dimensions: BoxDimensions): Sized {
  const elevation = toInches(model.defaultHeight) || defaultPlacementHeightIn(model.type);
  return {
    model,
    width: toInches(dimensions.width),
    height: toInches(dimensions.height),
    depth: toInches(dimensions.depth),
    elevation,
  };
}

function byWidth(a: Sized, b: Sized): number {
  return a.width - b.width || a.model.catalogModelId.localeCompare(b.model.catalogModelId);
}

function line(models: Sized[]): CabinetLine | null {
  const first = models[0];
  if (first === undefined) return null;
  return {
    widths: [...new Set(models.map((entry) => entry.width))],
    depth: first.depth,
    height: first.height,
    elevation: first.elevation,
  };
}

function squareCorner(models: Sized[], usual: number): Sized | null {
  const square = models.filter((entry) => entry.width === entry.depth);
  square.sort((a, b) => Math.abs(a.width - usual) - Math.abs(b.width - usual) || byWidth(a, b));
  return square[0] ?? null;
}

function cornerOf(entry: Sized | null): CornerCabinet | null {
  return entry === null ? null : { size: entry.width, height: entry.height, elevation: entry.elevation };
}

/**
 * The cabinets a layout may use in `style`: catalogue models that come in that style, are not
 * locked for the user's plan, and have a size. Base runs use the regular base cabinets; wall runs
 * the wall cabinets of each height subcategory; corners a square diagonal-corner cabinet; fillers
 * the narrowest filler, cut to the gap.
 */
export function layoutCatalogue(models: readonly CatalogModel[], style: string): LayoutCatalogue {
  const usable: Sized[] = [];
  for (const model of models) {
    const dimensions = catalogModelDimensions(model);
    const inStyle = model.styles.some((entry) => entry.catalogStyleId === style);
    if (!model.locked && inStyle && dimensions !== null) usable.push(sized(model, dimensions));
  }
  usable.sort(byWidth);
  const of = (type: string, subcategory: string) =>
    usable.filter((entry) => entry.model.type === type && entry.model.subcategory === subcategory);

  const regularBase = of('base', 'regular');
  const wallLines = WALL_CABINET_HEIGHTS_IN.map((height) => of('wall', String(height))).filter(
    (models) => models.length > 0,
  );
  const baseCorner = squareCorner(
    of('base', 'corner').filter((entry) => entry.model.programKeys.includes(PROGRAM_KEYS.diagonalCorner)),
    USUAL_CORNER_IN.base,
  );
  const wallCorner = squareCorner(
    usable.filter(
      (entry) =>
        entry.model.type === 'wall' &&
        (entry.model.programKeys.includes(PROGRAM_KEYS.diagonalCorner) ||
          entry.model.searchKeywords.includes('corner')),
    ),
    USUAL_CORNER_IN.wall,
  );
  const baseFillers = of('base', 'filler');
  const wallFillers = of('wall', 'filler');

  const sizes: LayoutCabinetSizes = {
    base: line(regularBase),
    wall: wallLines.map(line).filter((entry): entry is CabinetLine => entry !== null),
    baseCorner: cornerOf(baseCorner),
    wallCorner: cornerOf(wallCorner),
    baseFiller: baseFillers[0] === undefined ? null : { depth: baseFillers[0].depth },
    wallFiller: wallFillers[0] === undefined ? null : { depth: wallFillers[0].depth },
  };

  const modelFor = (cabinet: LayoutCabinet): CatalogModel | null => {
    switch (cabinet.kind) {
      case 'base':
        return regularBase.find((entry) => entry.width === cabinet.nominalWidth)?.model ?? null;
      case 'wall':
        return (
          wallLines
            .find((models) => models[0]!.height === cabinet.nominalHeight)
            ?.find((entry) => entry.width === cabinet.nominalWidth)?.model ?? null
        );
      case 'baseCorner':
        return baseCorner?.model ?? null;
      case 'wallCorner':
        return wallCorner?.model ?? null;
      case 'baseFiller':
        return baseFillers[0]?.model ?? null;
      case 'wallFiller':
        return (
          (wallFillers.find((entry) => entry.height === cabinet.nominalHeight) ?? wallFillers[0])?.model ??
          null
        );
    }
  };
  return { sizes, modelFor };
}
