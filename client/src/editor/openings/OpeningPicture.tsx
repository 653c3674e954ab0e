import type { CatalogOpening, OpeningKind } from '@kitchensync/schemas';
import { isDoorKind } from '../../model/openings/defaultOpeningBottom';

const GLAZED: readonly OpeningKind[] = ['Single Window', 'Double Window', 'Unique Windows', 'Patio Door'];
const VIEW = 60;

/**
 * An opening's picture for its tile, drawn from its catalogue size and kind (the catalogue has no
 * images): its outline to scale, a door's leaf and handle, a window's glazing bars, a plain opening
 * dashed.
 */
export function OpeningPicture({ opening }: { opening: CatalogOpening }) {
  const { x: width, y: height } = opening.dimensions;
  const scale = (VIEW - 8) / Math.max(width, height, 1e-6);
  const w = width * scale;
  const h = height * scale;
  const left = (VIEW - w) / 2;
  const top = VIEW - 4 - h;
  const plain =
    opening.kind === 'Door Opening' || opening.kind === 'Window Opening' || opening.kind === 'Other';
  const glazed = GLAZED.includes(opening.kind);
  const double = opening.kind === 'Double Window' || opening.kind === 'Patio Door';
  return (
    <svg viewBox={`0 0 ${VIEW} ${VIEW}`} aria-hidden="true" className="opening-picture">
      <rect
        x={left}
        y={top}
        width={w}
        height={h}
        fill={glazed ? '#dcecf7' : plain ? 'none' : '#c8a77e'}
        stroke="#52606d"
        strokeWidth={1.5}
        strokeDasharray={plain ? '3 2' : undefined}
      />
      {glazed && double && (
        <line x1={left + w / 2} y1={top} x2={left + w / 2} y2={top + h} stroke="#52606d" />
      )}
      {glazed && !isDoorKind(opening.kind) && (
        <line x1={left} y1={top + h / 2} x2={left + w} y2={top + h / 2} stroke="#52606d" />
      )}
      {!glazed && !plain && isDoorKind(opening.kind) && (
        <circle cx={left + w * 0.82} cy={top + h * 0.55} r={1.6} fill="#52606d" />
      )}
    </svg>
  );
}
