import { useFrame } from '@react-three/fiber';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { PerspectiveCamera, Vector3, type Camera } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { VIEW_TRANSITION_CAMERA, ViewFlight } from './ViewFlight';
import { PERSPECTIVE_POSITION, TOP_VIEW_ZOOM, perspectivePose, topPose } from './viewPoses';
import type { ViewMode } from './ViewMode';
import { VIEW_TRANSITION_MS } from './viewTransitionProgress';

const CANVAS_HEIGHT = 800;
let seen: Camera | null = null;

/** Reads the camera the scene renders with, after the flight has moved it for the frame. */
function CameraProbe() {
  useFrame(({ camera }) => {
    seen = camera;
  });
  return null;
}

function flight(to: ViewMode, onArrived: (view: ViewMode) => void) {
  return (
    <>
      <ViewFlight to={to} takeOff={(height) => topPose(0, 0, TOP_VIEW_ZOOM, height)} onArrived={onArrived} />
      <CameraProbe />
    </>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lookingDown = (camera: Camera) => camera.getWorldDirection(new Vector3()).y < -0.999;

describe('ViewFlight', () => {
  it('takes off from the top view, flies for the transition time, and arrives at the 3D pose only then', async () => {
    const arrived = vi.fn();
    const renderer = await ReactThreeTestRenderer.create(flight('perspective', arrived), {
      height: CANVAS_HEIGHT,
    });
    await renderer.advanceFrames(1, 0.016);
    expect(seen).toBeInstanceOf(PerspectiveCamera);
    expect(seen!.userData.kind).toBe(VIEW_TRANSITION_CAMERA);
    expect(lookingDown(seen!)).toBe(true);
    expect(seen!.position.y).toBeCloseTo(topPose(0, 0, TOP_VIEW_ZOOM, CANVAS_HEIGHT).position.y, 6);

    await wait(VIEW_TRANSITION_MS / 2);
    await renderer.advanceFrames(1, 0.016);
    expect(arrived).not.toHaveBeenCalled();
    // Somewhere between the two poses, not at either.
    expect(lookingDown(seen!)).toBe(false);
    expect(seen!.position.distanceTo(PERSPECTIVE_POSITION)).toBeGreaterThan(0.1);

    await wait(VIEW_TRANSITION_MS / 2 + 30);
    await renderer.advanceFrames(1, 0.016);
    expect(arrived).toHaveBeenCalledExactlyOnceWith('perspective');
    expect(seen!.position.distanceTo(PERSPECTIVE_POSITION)).toBeLessThan(1e-9);
    expect(seen!.quaternion.angleTo(perspectivePose().quaternion)).toBeLessThan(1e-6);
    await renderer.unmount();
  });

  it('turns around mid-flight from where the camera is, and arrives back in the top view', async () => {
    const arrived = vi.fn();
    const renderer = await ReactThreeTestRenderer.create(flight('perspective', arrived), {
      height: CANVAS_HEIGHT,
    });
    await renderer.advanceFrames(1, 0.016);
    await wait(VIEW_TRANSITION_MS / 2);
    await renderer.advanceFrames(1, 0.016);
    const midway = seen!.position.clone();

    await renderer.update(flight('top', arrived));
    await renderer.advanceFrames(1, 0.016);
    expect(seen!.position.distanceTo(midway)).toBeLessThan(0.5);
    await wait(VIEW_TRANSITION_MS + 30);
    await renderer.advanceFrames(1, 0.016);
    expect(arrived).toHaveBeenCalledExactlyOnceWith('top');
    expect(lookingDown(seen!)).toBe(true);
    expect(seen!.position.x).toBeCloseTo(0, 9);
    expect(seen!.position.z).toBeCloseTo(0, 9);
    await renderer.unmount();
  });
});
