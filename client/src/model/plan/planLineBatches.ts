import type { PlacedModel } from '@kitchensync/schemas';
import { planColours } from '../modelParts/planAppearance';
import { modelPlanDrawing, type PlanSymbolKind } from './modelPlanDrawing';
import type { PlanSegment } from './PlanSegment';

/**
 * How a line of the plan is stroked: a floor model's outline (heavier), its details (burners,
 * bowls), its door swings (thin and light, so a run of cabinets still reads), an overhead model's
 * outline (dashed), and codes.
 */
export const PLAN_LINE_STYLES = ['outline', 'detail', 'swing', 'overhead', 'label'] as const;
export type PlanLineStyle = (typeof PLAN_LINE_STYLES)[number];

const DETAIL_COLOUR = 0x37474f;
const SWING_COLOUR = 0x90a4ae;
const SELECTED_SWING_COLOUR = 0x66bb6a;
const LABEL_COLOUR = 0x102027;
const SELECTED_DETAIL_COLOUR = 0x1b5e20;
/** Above the model's top, so nothing of the model itself stands in front of its lines. */
const LIFT = 0.005;

/** Every segment of one style across all models, in world coordinates, ready for one draw call. */
export interface PlanLineBatch {
  style: PlanLineStyle;
  /** x, y, z of each segment's start then end: 6 numbers per segment. */
  positions: Float32Array;
  /** 0xRRGGBB per segment. */
  colours: Uint32Array;
  /** The model each segment belongs to. */
  modelIds: string[];
}

/** What the plan shows of each model, for the test hooks: its code, dashed or not, its symbols. */
export interface ModelPlanSummary {
  id: string;
  code: string;
  dashed: boolean;
  symbols: PlanSymbolKind[];
}

interface Collecting {
  positions: number[];
  colours: number[];
  modelIds: string[];
}

/**
 * The plan drawing of all visible models, as one batch of segments per line style: each model's
 * lines (`modelPlanDrawing`) turned and moved to where it stands. Selected models draw green.
 */
export function planLineBatches(
  models: readonly PlacedModel[],
  selectedIds: ReadonlySet<string>,
): { batches: PlanLineBatch[]; summaries: ModelPlanSummary[] } {
  const collecting = new Map<PlanLineStyle, Collecting>(
    PLAN_LINE_STYLES.map((style) => [style, { positions: [], colours: [], modelIds: [] }]),
  );
  const summaries: ModelPlanSummary[] = [];
  for (const model of models) {
    if (!model.visible) continue;
    const drawing = modelPlanDrawing(model);
    const selected = selectedIds.has(model.id);
    const outlineColour = planColours(model.modelType, selected).outline;
    const detailColour = selected ? SELECTED_DETAIL_COLOUR : DETAIL_COLOUR;
    const labelColour = selected ? SELECTED_DETAIL_COLOUR : LABEL_COLOUR;
    const cos = Math.cos(model.rotation.y);
    const sin = Math.sin(model.rotation.y);
    const y = model.position.y + model.dimensions.height + LIFT;
    const add = (style: PlanLineStyle, segments: readonly PlanSegment[], colour: number) => {
      const batch = collecting.get(style)!;
      for (const { a, b } of segments) {
        // Turned about y the three.js way, then moved to the model's position.
        batch.positions.push(
          model.position.x + a.x * cos + a.z * sin,
          y,
          model.position.z - a.x * sin + a.z * cos,
          model.position.x + b.x * cos + b.z * sin,
          y,
          model.position.z - b.x * sin + b.z * cos,
        );
        batch.colours.push(colour);
        batch.modelIds.push(model.id);
      }
    };
    add(drawing.overhead ? 'overhead' : 'outline', drawing.outline, outlineColour);
    add('detail', drawing.symbols, detailColour);
    add('swing', drawing.swings, selected ? SELECTED_SWING_COLOUR : SWING_COLOUR);
    add('label', drawing.label, labelColour);
    summaries.push({
      id: model.id,
      code: drawing.label.length > 0 ? model.modelCode.trim() : '',
      dashed: drawing.overhead,
      symbols: drawing.kinds,
    });
  }
  const batches = PLAN_LINE_STYLES.map((style) => {
    const batch = collecting.get(style)!;
    return {
      style,
      positions: Float32Array.from(batch.positions),
      colours: Uint32Array.from(batch.colours),
      modelIds: batch.modelIds,
    };
  });
  return { batches, summaries };
}
