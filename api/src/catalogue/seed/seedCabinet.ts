import { inches, type CatalogModelInput, type ModelType } from '@kitchensync/schemas';
import { boxInches, cabinetStyles } from './seedModelParts';

/** One cabinet of a price book, sizes in inches, `price` in the White Shaker collection. */
export interface CabinetRow {
  readonly subcategory: string;
  readonly code: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly price: number;
  readonly description?: string;
  readonly programKeys?: readonly string[];
  readonly searchKeywords?: readonly string[];
  readonly locked?: boolean;
  /** Inches above the floor; wall cabinets hang at 54, the rest stand on the floor. */
  readonly defaultHeight?: number;
}

/** A cabinet row as a catalogue model, in every collection. */
export function seedCabinet(type: ModelType, row: CabinetRow): CatalogModelInput {
  const dimensions = boxInches(row.width, row.height, row.depth);
  return {
    catalogModelId: row.code.toLowerCase(),
    name: row.name,
    code: row.code,
    type,
    subcategory: row.subcategory,
    description: row.description ?? `${row.name}, ${row.width}" W x ${row.height}" H x ${row.depth}" D`,
    styles: cabinetStyles(`${type}/${row.subcategory}`, row.price),
    defaultHeight: inches(row.defaultHeight ?? 0),
    dimensions,
    defaultDimensions: dimensions,
    programKeys: [...(row.programKeys ?? [])],
    searchKeywords: [row.code, ...(row.searchKeywords ?? [])],
    locked: row.locked ?? false,
  };
}
