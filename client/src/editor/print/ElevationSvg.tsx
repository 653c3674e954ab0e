import type { DrawingItem, DrawingWeight, ElevationDrawing } from '../../model/elevation/elevationDrawing';

/** Screen pixels per weight: lines keep their width however far the drawing is scaled. */
const STROKE_PX: Record<DrawingWeight, number> = { fine: 0.6, thin: 0.9, medium: 1.4, heavy: 2.4 };
/** A font's cap height is about 0.72 of its size. */
const CAP_HEIGHT = 0.72;

function itemElement(item: DrawingItem, key: number) {
  switch (item.type) {
    case 'rect':
      return (
        <rect
          key={key}
          x={item.x0}
          y={-item.y1}
          width={item.x1 - item.x0}
          height={item.y1 - item.y0}
          fill={item.fill ?? 'none'}
          stroke={item.stroke ?? 'none'}
          strokeWidth={STROKE_PX[item.weight]}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'line':
      return (
        <line
          key={key}
          x1={item.a.x}
          y1={-item.a.y}
          x2={item.b.x}
          y2={-item.b.y}
          stroke={item.colour}
          strokeWidth={STROKE_PX[item.weight]}
          strokeDasharray={item.dashed ? '6 4' : undefined}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'polygon':
      return (
        <polygon
          key={key}
          points={item.points.map((point) => `${point.x},${-point.y}`).join(' ')}
          fill={item.fill}
        />
      );
    case 'text':
      return (
        <text
          key={key}
          x={item.at.x}
          y={-item.at.y}
          fontSize={item.size / CAP_HEIGHT}
          fontWeight={item.bold ? 700 : 400}
          fill={item.colour}
          textAnchor="middle"
          transform={item.angle === 90 ? `rotate(-90 ${item.at.x} ${-item.at.y})` : undefined}
          data-role={item.role}
        >
          {item.text}
        </text>
      );
  }
}

/** One wall's elevation as SVG, in meters (y flipped to point up), scaled to the space it is given. */
export function ElevationSvg({ drawing, title }: { drawing: ElevationDrawing; title: string }) {
  const { x0, y0, x1, y1 } = drawing.extent;
  return (
    <svg
      className="elevation-svg"
      viewBox={`${x0} ${-y1} ${x1 - x0} ${y1 - y0}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={title}
      fontFamily="Helvetica, Arial, sans-serif"
    >
      {drawing.items.map(itemElement)}
    </svg>
  );
}
