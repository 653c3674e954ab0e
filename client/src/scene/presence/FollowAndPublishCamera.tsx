import { PresenceCameraSchema, type PresenceCamera } from '@kitchensync/schemas';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Camera, EventDispatcher, Vector3 } from 'three';
import type { Awareness } from 'y-protocols/awareness';
import type { PresencePublisher } from '../../collab/createPresencePublisher';
import { useFollowing } from '../../editor/presence/useFollowing';
import { VIEW_TRANSITION_CAMERA } from '../ViewFlight';
import type { ViewMode } from '../ViewMode';

/** The part of OrbitControls this reads: where the camera looks, and when the person drags. */
type Controls = EventDispatcher<{ start: object }> & { target: Vector3; update(): void };

/** Camera moves under a millimetre (or a 0.1 % zoom) are not worth a message. */
const SAME = 0.001;

function cameraOf(
  camera: Camera & { zoom?: number },
  view: ViewMode,
  controls: Controls | null,
): PresenceCamera {
  const { x, y, z } = camera.position;
  const target: [number, number, number] =
    view === 'perspective' && controls !== null
      ? [controls.target.x, controls.target.y, controls.target.z]
      : [x, 0, z];
  return { view, position: [x, y, z], target, zoom: camera.zoom ?? 1 };
}

function sameCamera(a: PresenceCamera | null, b: PresenceCamera): boolean {
  if (a === null || a.view !== b.view || Math.abs(a.zoom - b.zoom) > SAME * b.zoom) return false;
  const near = (p: readonly number[], q: readonly number[]) =>
    p.every((value, i) => Math.abs(value - q[i]!) <= SAME);
  return near(a.position, b.position) && near(a.target, b.target);
}

/**
 * Publishes where this person's camera looks, and while they follow a coworker, looks where the
 * coworker looks (switching between 2D and 3D with them). Following ends when the person moves their
 * own camera or changes the view themselves, or when the coworker leaves.
 */
export function FollowAndPublishCamera({
  awareness,
  presence,
  viewMode,
  onFollowView,
}: {
  awareness: Awareness;
  presence: PresencePublisher;
  viewMode: ViewMode;
  onFollowView(view: ViewMode): void;
}) {
  const invalidate = useThree((state) => state.invalidate);
  const controls = useThree((state) => state.controls) as unknown as Controls | null;
  const published = useRef<PresenceCamera | null>(null);
  const viewAskedFor = useRef<ViewMode | null>(null);
  const shownView = useRef(viewMode);

  // Starting to follow draws a frame at once (a coworker's moves draw theirs through ScenePresence).
  useEffect(() => useFollowing.subscribe(() => invalidate()), [invalidate]);

  useEffect(() => {
    if (controls === null) return;
    const stop = () => useFollowing.getState().stop();
    controls.addEventListener('start', stop);
    return () => controls.removeEventListener('start', stop);
  }, [controls]);

  useEffect(() => {
    if (shownView.current === viewMode) return;
    shownView.current = viewMode;
    // A view the person picked themselves, not one following asked for, is their own camera move.
    if (viewAskedFor.current !== viewMode) useFollowing.getState().stop();
    viewAskedFor.current = null;
  }, [viewMode]);

  useFrame(({ camera }) => {
    // The camera flying between the views belongs to neither view: nothing to follow or publish.
    if (camera.userData.kind === VIEW_TRANSITION_CAMERA) return;
    const followed = useFollowing.getState().clientId;
    if (followed !== null) {
      const state = awareness.getStates().get(followed);
      if (state === undefined) {
        useFollowing.getState().stop();
      } else {
        const theirs = PresenceCameraSchema.safeParse(state.camera);
        if (theirs.success && theirs.data.view !== viewMode) {
          if (viewAskedFor.current !== theirs.data.view) {
            viewAskedFor.current = theirs.data.view;
            onFollowView(theirs.data.view);
          }
        } else if (theirs.success) {
          lookLike(camera, controls, theirs.data);
        }
      }
    }
    const mine = cameraOf(camera, viewMode, controls);
    if (sameCamera(published.current, mine)) return;
    published.current = mine;
    presence.setCamera(mine);
  });
  return null;
}

function lookLike(
  camera: Camera & { zoom?: number },
  controls: Controls | null,
  theirs: PresenceCamera,
): void {
  if (theirs.view === 'top') {
    // The top view looks straight down: only where it is centred and how far it is zoomed matter.
    camera.position.set(theirs.target[0], camera.position.y, theirs.target[2]);
  } else {
    camera.position.set(...theirs.position);
    controls?.target.set(...theirs.target);
    controls?.update();
  }
  if ('updateProjectionMatrix' in camera && camera.zoom !== theirs.zoom) {
    camera.zoom = theirs.zoom;
    (camera as unknown as { updateProjectionMatrix(): void }).updateProjectionMatrix();
  }
}
