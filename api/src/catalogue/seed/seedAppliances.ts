import {
  APPLIANCE_FINISHES,
  inches,
  type ApplianceFinish,
  type ApplianceType,
  type CatalogModelInput,
} from '@kitchensync/schemas';
import { boxInches } from './seedModelParts';

/**
 * One appliance in the finishes it is sold in; 'appliances' is the subcategory of panel-ready and
 * finish-less models. Sizes in inches, prices in dollars per finish (black and white cost a little
 * less than stainless, as retailers list them).
 */
interface ApplianceRow {
  readonly applianceType: ApplianceType;
  readonly code: string;
  readonly name: string;
  readonly size: readonly [number, number, number];
  readonly price: number;
  readonly finishes: readonly (ApplianceFinish | 'appliances')[];
  readonly sizeGroup?: string;
  /** Inches above the floor: hoods and over-the-range microwaves hang. */
  readonly defaultHeight?: number;
  readonly locked?: boolean;
  readonly searchKeywords?: readonly string[];
}

const ALL = APPLIANCE_FINISHES;
const FINISH_CODE: Record<ApplianceFinish | 'appliances', string> = {
  'stainless steel': 'SS',
  black: 'BL',
  white: 'WH',
  appliances: 'PR',
};
const FINISH_DISCOUNT: Record<ApplianceFinish | 'appliances', number> = {
  'stainless steel': 1,
  black: 0.97,
  white: 0.9,
  appliances: 1.15,
};

const ROWS: readonly ApplianceRow[] = [
  {
    applianceType: 'refrigerator',
    code: 'RF24',
    name: 'Counter-depth Refrigerator 24"',
    size: [24, 70, 25],
    price: 1399,
    finishes: ALL,
    sizeGroup: '24-28',
  },
  {
    applianceType: 'refrigerator',
    code: 'RF28',
    name: 'Top-freezer Refrigerator 28"',
    size: [28, 66, 30],
    price: 899,
    finishes: ['white', 'stainless steel'],
    sizeGroup: '24-28',
  },
  {
    applianceType: 'refrigerator',
    code: 'RF30',
    name: 'Bottom-freezer Refrigerator 30"',
    size: [30, 67, 32],
    price: 1599,
    finishes: ALL,
    sizeGroup: '30',
  },
  {
    applianceType: 'refrigerator',
    code: 'RF33',
    name: 'French Door Refrigerator 33"',
    size: [33, 70, 34],
    price: 2099,
    finishes: ALL,
    sizeGroup: '33',
  },
  {
    applianceType: 'refrigerator',
    code: 'RF36',
    name: 'French Door Refrigerator 36"',
    size: [36, 70, 35],
    price: 2599,
    finishes: ALL,
    sizeGroup: '36',
  },
  {
    applianceType: 'refrigerator',
    code: 'RF36B',
    name: 'Built-in Refrigerator 36"',
    size: [36, 84, 24],
    price: 8999,
    finishes: ['stainless steel', 'appliances'],
    sizeGroup: '36',
    locked: true,
  },
  {
    applianceType: 'refrigerator',
    code: 'RF42',
    name: 'Built-in Side-by-side Refrigerator 42"',
    size: [42, 84, 24],
    price: 10999,
    finishes: ['stainless steel', 'appliances'],
    sizeGroup: '42',
    locked: true,
  },
  {
    applianceType: 'refrigerator',
    code: 'BC15',
    name: 'Beverage Center 15"',
    size: [15, 34, 24],
    price: 1099,
    finishes: ['stainless steel', 'black'],
    sizeGroup: 'Other',
    searchKeywords: ['wine', 'cooler'],
  },
  {
    applianceType: 'dishwasher and dryer',
    code: 'DW24',
    name: 'Dishwasher 24"',
    size: [24, 34, 24],
    price: 849,
    finishes: ALL,
  },
  {
    applianceType: 'dishwasher and dryer',
    code: 'DW24P',
    name: 'Panel-ready Dishwasher 24"',
    size: [24, 34, 24],
    price: 1199,
    finishes: ['appliances'],
    locked: true,
  },
  {
    applianceType: 'dishwasher and dryer',
    code: 'DW18',
    name: 'Compact Dishwasher 18"',
    size: [18, 34, 24],
    price: 699,
    finishes: ['stainless steel', 'white'],
  },
  {
    applianceType: 'dishwasher and dryer',
    code: 'DR27',
    name: 'Clothes Dryer 27"',
    size: [27, 39, 31],
    price: 999,
    finishes: ['white', 'black'],
    searchKeywords: ['laundry'],
  },
  {
    applianceType: 'range and oven',
    code: 'RG30',
    name: 'Freestanding Range 30"',
    size: [30, 36, 27],
    price: 1199,
    finishes: ALL,
    sizeGroup: 'Range',
  },
  {
    applianceType: 'range and oven',
    code: 'RG36',
    name: 'Professional Range 36"',
    size: [36, 36, 27],
    price: 4999,
    finishes: ['stainless steel'],
    sizeGroup: 'Range',
    locked: true,
  },
  {
    applianceType: 'range and oven',
    code: 'RG48',
    name: 'Professional Dual-fuel Range 48"',
    size: [48, 36, 27],
    price: 8999,
    finishes: ['stainless steel'],
    sizeGroup: 'Range',
    locked: true,
  },
  {
    applianceType: 'range and oven',
    code: 'WO30',
    name: 'Single Wall Oven 30"',
    size: [30, 29, 24],
    price: 2199,
    finishes: ALL,
    sizeGroup: 'Oven',
  },
  {
    applianceType: 'range and oven',
    code: 'WOD30',
    name: 'Double Wall Oven 30"',
    size: [30, 51, 24],
    price: 3299,
    finishes: ['stainless steel', 'black'],
    sizeGroup: 'Oven',
  },
  {
    applianceType: 'range and oven',
    code: 'CT30',
    name: 'Induction Cooktop 30"',
    size: [30, 3, 21],
    price: 1299,
    finishes: ['black'],
    sizeGroup: 'Cooktop',
    defaultHeight: 34.5,
  },
  {
    applianceType: 'range and oven',
    code: 'CT36',
    name: 'Gas Cooktop 36"',
    size: [36, 4, 21],
    price: 1499,
    finishes: ['stainless steel', 'black'],
    sizeGroup: 'Cooktop',
    defaultHeight: 34.5,
  },
  {
    applianceType: 'hood',
    code: 'HU30',
    name: 'Under-cabinet Hood 30"',
    size: [30, 6, 20],
    price: 299,
    finishes: ALL,
    defaultHeight: 60,
  },
  {
    applianceType: 'hood',
    code: 'HC30',
    name: 'Chimney Wall Hood 30"',
    size: [30, 36, 20],
    price: 699,
    finishes: ['stainless steel', 'black'],
    defaultHeight: 60,
  },
  {
    applianceType: 'hood',
    code: 'HC36',
    name: 'Chimney Wall Hood 36"',
    size: [36, 36, 22],
    price: 849,
    finishes: ['stainless steel'],
    defaultHeight: 60,
  },
  {
    applianceType: 'hood',
    code: 'HI42',
    name: 'Island Hood 42"',
    size: [42, 36, 27],
    price: 1799,
    finishes: ['stainless steel'],
    defaultHeight: 66,
    locked: true,
  },
  {
    applianceType: 'microwave',
    code: 'MO30',
    name: 'Over-the-range Microwave 30"',
    size: [30, 17, 16],
    price: 449,
    finishes: ALL,
    defaultHeight: 66,
  },
  {
    applianceType: 'microwave',
    code: 'MD24',
    name: 'Microwave Drawer 24"',
    size: [24, 15, 23],
    price: 1099,
    finishes: ['stainless steel', 'black'],
    locked: true,
  },
  {
    applianceType: 'microwave',
    code: 'MC24',
    name: 'Countertop Microwave 24"',
    size: [24, 14, 19],
    price: 229,
    finishes: ['black', 'white'],
    defaultHeight: 36,
  },
  {
    applianceType: 'other',
    code: 'TC15',
    name: 'Trash Compactor 15"',
    size: [15, 34, 24],
    price: 999,
    finishes: ['stainless steel', 'black'],
  },
  {
    applianceType: 'other',
    code: 'IM15',
    name: 'Undercounter Ice Maker 15"',
    size: [15, 34, 24],
    price: 1899,
    finishes: ['stainless steel'],
    locked: true,
  },
  {
    applianceType: 'other',
    code: 'WM27',
    name: 'Front-load Washer 27"',
    size: [27, 39, 31],
    price: 949,
    finishes: ['white', 'black'],
    searchKeywords: ['laundry'],
  },
  {
    applianceType: 'other',
    code: 'WD24',
    name: 'Warming Drawer 24"',
    size: [24, 10, 23],
    price: 1199,
    finishes: ['appliances'],
  },
];

function seedAppliance(row: ApplianceRow, finish: ApplianceFinish | 'appliances'): CatalogModelInput {
  const dimensions = boxInches(...row.size);
  const code = `${row.code}-${FINISH_CODE[finish]}`;
  const finishName = finish === 'appliances' ? 'panel-ready' : finish;
  return {
    catalogModelId: code.toLowerCase(),
    name: `${row.name} (${finishName})`,
    code,
    type: 'appliance',
    subcategory: finish,
    applianceType: row.applianceType,
    sizeGroup: row.sizeGroup ?? null,
    description: `${row.name}, ${finishName}, ${row.size[0]}" W x ${row.size[1]}" H x ${row.size[2]}" D`,
    price: Math.round(row.price * FINISH_DISCOUNT[finish]),
    defaultHeight: inches(row.defaultHeight ?? 0),
    dimensions,
    defaultDimensions: dimensions,
    searchKeywords: [row.code, row.applianceType, finishName, ...(row.searchKeywords ?? [])],
    locked: row.locked ?? false,
  };
}

export const SEED_APPLIANCES: readonly CatalogModelInput[] = ROWS.flatMap((row) =>
  row.finishes.map((finish) => seedAppliance(row, finish)),
);
