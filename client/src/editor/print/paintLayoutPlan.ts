import type { LayoutPlanDrawing, PlanStroke } from '../../model/print/layoutPlanDrawing';

/** Line widths in pixels of the 2480 working square, dashes for what hangs overhead. */
const STROKE: Record<PlanStroke['style'], { width: number; dash: number[] }> = {
  outline: { width: 3, dash: [] },
  detail: { width: 2, dash: [] },
  swing: { width: 1.5, dash: [] },
  overhead: { width: 2.5, dash: [14, 9] },
  label: { width: 2.5, dash: [] },
  wall: { width: 3, dash: [] },
  opening: { width: 2.5, dash: [] },
  dimension: { width: 2, dash: [] },
};
/** The wall dimension's text height, pixels of the working square. */
const LABEL_PX = 48;
const MARGIN_PX = 60;

/**
 * Paints the layout's plan on a `size` square, the top view framed on its bounds with a margin;
 * the plan's strokes are plain canvas lines, so the sheet is sharp at any working size.
 */
export function paintLayoutPlan(
  context: CanvasRenderingContext2D,
  drawing: LayoutPlanDrawing,
  size: number,
): void {
  const { minX, maxX, minZ, maxZ } = drawing.bounds;
  const pixelsPerMeter = (size - 2 * MARGIN_PX) / Math.max(maxX - minX, maxZ - minZ);
  const offsetX = (size - (maxX - minX) * pixelsPerMeter) / 2;
  const offsetY = (size - (maxZ - minZ) * pixelsPerMeter) / 2;
  const toPixel = (point: { x: number; z: number }): [number, number] => [
    offsetX + (point.x - minX) * pixelsPerMeter,
    offsetY + (point.z - minZ) * pixelsPerMeter,
  ];
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const fill of drawing.fills) {
    context.beginPath();
    fill.points.forEach((point, index) => {
      const [x, y] = toPixel(point);
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.closePath();
    context.globalAlpha = fill.opacity;
    context.fillStyle = fill.colour;
    context.fill();
  }
  context.globalAlpha = 1;
  for (const stroke of drawing.strokes) {
    const look = STROKE[stroke.style];
    context.beginPath();
    context.setLineDash(look.dash);
    context.lineWidth = look.width;
    context.strokeStyle = stroke.colour;
    context.moveTo(...toPixel(stroke.a));
    context.lineTo(...toPixel(stroke.b));
    context.stroke();
  }
  context.setLineDash([]);
  context.font = `600 ${LABEL_PX}px Inter, Helvetica, Arial, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const label of drawing.labels) {
    const [x, y] = toPixel(label.at);
    context.save();
    context.translate(x, y);
    context.rotate(label.angle);
    const width = context.measureText(label.text).width;
    context.fillStyle = '#ffffff';
    context.fillRect(-width / 2 - 8, -LABEL_PX / 2 - 4, width + 16, LABEL_PX + 8);
    context.fillStyle = '#263238';
    context.fillText(label.text, 0, 0);
    context.restore();
  }
}
