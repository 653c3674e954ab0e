import type { Wall } from '@kitchensync/schemas';
import { useFrame, useThree } from '@react-three/fiber';
import { useContext, useEffect } from 'react';
import { wallsToCutAway } from '../../model/dollhouse/wallsToCutAway';
import { CutAwayWallsContext } from './CutAwayWalls';

const NONE: ReadonlySet<string> = new Set();

/**
 * Decides, each frame the view draws, which walls stand between the camera and the room
 * (`wallsToCutAway`) and hands them to the renderers through `CutAwayWalls`, without a React
 * render. Runs before the renderers' own frame callbacks (priority -1), so the frame that moved the
 * camera already shows the walls cut. Cuts nothing when `enabled` is off (the setting, or the top
 * view, whose plan cut already opens the room).
 */
export function DollhouseCutAway({ walls, enabled }: { walls: readonly Wall[]; enabled: boolean }) {
  const cutAway = useContext(CutAwayWallsContext);
  const invalidate = useThree((state) => state.invalidate);
  // The view is drawn on demand: turning the setting must draw a frame for the walls to follow.
  useEffect(() => invalidate(), [enabled, invalidate]);
  useFrame(({ camera }) => {
    cutAway.update(enabled ? wallsToCutAway(walls, camera.position) : NONE);
  }, -1);
  return null;
}
