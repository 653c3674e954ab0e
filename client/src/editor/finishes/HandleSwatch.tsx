import type { HandleChoice } from '@kitchensync/schemas';
import { handleStyle } from '../../model/modelParts/handleStyle';
import { modelFinishes } from '../../model/modelParts/modelFinishes';

const VIEW = 28;
/** A drawer front's face behind the handle, as the style's painted white. */
const FRONT = '#f3f1ec';

/**
 * A handle choice's swatch in the Handles menu: a piece of drawer front with the handle the 3D
 * view draws for it (`handleStyle`: bar to its length, knob, cup or edge pull) in its finish's
 * colour (`modelFinishes`); None shows the bare front.
 */
export function HandleSwatch({ choice }: { choice: HandleChoice }) {
  const style = handleStyle(choice);
  const color = `#${modelFinishes({
    catalogStyleId: 'default',
    modelType: 'base',
    modelSubcategory: '',
    handles: choice,
  })
    .handle.toString(16)
    .padStart(6, '0')}`;
  // A 160 mm wide piece of front: 28 px for 0.16 m.
  const scale = VIEW / 0.16;
  return (
    <svg
      className="handle-swatch"
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width={VIEW}
      height={VIEW}
      aria-hidden="true"
    >
      <rect x={0.5} y={0.5} width={VIEW - 1} height={VIEW - 1} rx={3} fill={FRONT} stroke="#0003" />
      {style?.shape === 'bar' && (
        <rect
          x={(VIEW - Math.min(style.length * scale, VIEW - 4)) / 2}
          y={VIEW / 2 - 1.75}
          width={Math.min(style.length * scale, VIEW - 4)}
          height={3.5}
          rx={1.75}
          fill={color}
        />
      )}
      {style?.shape === 'knob' && <circle cx={VIEW / 2} cy={VIEW / 2} r={3.5} fill={color} />}
      {style?.shape === 'cup' && (
        <path d={`M ${VIEW / 2 - 6} ${VIEW / 2 - 1} a 6 5 0 0 0 12 0 z`} fill={color} />
      )}
      {style?.shape === 'edge' && <rect x={5} y={2} width={VIEW - 10} height={2.5} fill={color} />}
    </svg>
  );
}
