import { formatLength, lengthUnitLabel, type LengthUnit, type Wall } from '@kitchensync/schemas';
import { Html, Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import { wallDimensionString } from '../model/plan/wallDimensionString';
import { metersPerPixel } from './metersPerPixel';

/** The 45° tick's half length at each end of the string, in screen pixels. */
const TICK_PX = 5;
/** A wall shorter than this on screen has no room for its length: the label waits until one zooms in. */
const MIN_LABELLED_WALL_PX = 48;
const COLOR = '#37474f';
const TICK_POINTS: [number, number, number][] = [
  [-TICK_PX, 0, TICK_PX],
  [TICK_PX, 0, -TICK_PX],
];

/**
 * A wall's dimension string in the top view, as a plan dimensions walls: extension lines from the
 * wall's face, a thin line beside the wall from end to end with a 45° tick at each end (its size
 * fixed on screen), and the wall's length in the person's unit centred on it, turned with it and
 * never upside down. Hidden when the wall's `showMeasurements` is off or the wall is hidden. The
 * label is a DOM element, so text needs no font file and stays sharp at any zoom; it lets clicks
 * through to the canvas.
 */
export function WallMeasurement({ wall, unit }: { wall: Wall; unit: LengthUnit }) {
  if (!wall.visible || !wall.showMeasurements) return null;
  return <WallDimension wall={wall} unit={unit} />;
}

function WallDimension({ wall, unit }: { wall: Wall; unit: LengthUnit }) {
  const string = useMemo(() => wallDimensionString(wall), [wall]);
  const ticks = useRef<(Group | null)[]>([]);
  const label = useRef<HTMLSpanElement>(null);
  const y = wall.dimensions.y + 0.01;
  const points = useMemo(
    () =>
      string.segments.flatMap(({ a, b }) => [
        [a.x, y, a.z] as [number, number, number],
        [b.x, y, b.z] as [number, number, number],
      ]),
    [string, y],
  );
  useFrame(({ camera }) => {
    const scale = metersPerPixel(camera, 0.004);
    // Ticks keep their size on screen, but never outgrow a wall seen from far away.
    const tickScale = Math.min(scale, wall.dimensions.x / (TICK_PX * 16));
    for (const tick of ticks.current) tick?.scale.setScalar(tickScale);
    const fits = wall.dimensions.x / scale >= MIN_LABELLED_WALL_PX;
    if (label.current !== null) label.current.style.visibility = fits ? '' : 'hidden';
  });
  const turn = Math.atan2(-string.line.along.z, string.line.along.x);
  return (
    <group userData={{ kind: 'wall-dimension', id: wall.id }}>
      <Line segments points={points} color={COLOR} lineWidth={1} raycast={() => null} />
      {[string.start, string.end].map((point, index) => (
        <group
          key={index}
          ref={(group) => {
            ticks.current[index] = group;
          }}
          position={[point.x, y, point.z]}
          rotation={[0, turn, 0]}
        >
          <Line points={TICK_POINTS} color={COLOR} lineWidth={1.5} raycast={() => null} />
        </group>
      ))}
      <Html
        position={[string.line.middle.x, y, string.line.middle.z]}
        center
        style={{ pointerEvents: 'none' }}
      >
        <span
          ref={label}
          className="wall-measurement"
          data-wall-id={wall.id}
          style={{ display: 'inline-block', transform: `rotate(${string.line.labelAngle}rad)` }}
        >
          {formatLength(wall.dimensions.x, unit)} {lengthUnitLabel(unit)}
        </span>
      </Html>
    </group>
  );
}
