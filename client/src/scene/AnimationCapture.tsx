import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PerspectiveCamera, type Object3D } from 'three';
import type { FloorBounds } from '../model/navigation/designBounds';
import { useAnimationCanvas, type AnimationCanvas } from '../session/useAnimationCanvas';
import { patternTexturesPending } from './materials/patternTexture';
import { PRESENCE_POINTER_KIND } from './presence/PeerPointer';
import { PERSPECTIVE_FOV } from './viewPoses';

const FILM_NEAR = 0.05;
const FILM_FAR = 500;
/**
 * Editing marks a customer's film leaves out: dimension lines (whose labels are HTML and could not
 * be in it anyway), the crosshairs and other people's pointers. Notes are HTML only.
 */
const EDITING_MARKS: ReadonlySet<unknown> = new Set(['measurement', 'crosshairs', PRESENCE_POINTER_KIND]);
/** Set on the view's element while a film is drawn: its HTML labels are hidden (animation.css). */
const FILMING_CLASS = 'design-view-filming';
/** A pattern picture takes well under a second to draw; a film does not wait longer than this for them. */
const PICTURES_WAIT_MS = 15_000;
const PICTURES_POLL_MS = 50;

/**
 * Offers the design view's canvas to the animation recorder (`useAnimationCanvas`). While a film is
 * drawn the canvas' drawing buffer is the film's size at pixel ratio 1 (shown letterboxed in the
 * view, so the person watches the turn) and the live view does not draw; each frame is drawn on
 * request with a camera of the film's own shape, so frames are as many and as even as the film
 * needs however slowly this machine draws them.
 */
export function AnimationCapture({ bounds }: { bounds: FloorBounds | null }) {
  const get = useThree((state) => state.get);
  useEffect(() => {
    const canvas: AnimationCanvas = {
      bounds,
      async picturesReady() {
        const deadline = performance.now() + PICTURES_WAIT_MS;
        while (patternTexturesPending() > 0 && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, PICTURES_POLL_MS));
        }
      },
      view() {
        const { size } = get();
        return { width: size.width, height: size.height, devicePixelRatio: window.devicePixelRatio };
      },
      begin({ width, height }) {
        const { gl, scene, frameloop, setFrameloop, events } = get();
        const element = gl.domElement;
        setFrameloop('never');
        element.style.objectFit = 'contain';
        // HTML labels follow the live camera, which stands still while the film turns: hidden, so
        // none is left floating over the wrong spot, and the editing marks go from the film too.
        const labels = events.connected instanceof HTMLElement ? events.connected : element.parentElement;
        labels?.classList.add(FILMING_CLASS);
        const hidden: Object3D[] = [];
        scene.traverse((object) => {
          if (object.visible && EDITING_MARKS.has(object.userData.kind)) hidden.push(object);
        });
        for (const object of hidden) object.visible = false;
        const camera = new PerspectiveCamera(PERSPECTIVE_FOV, width / height, FILM_NEAR, FILM_FAR);
        return {
          draw({ position, target }) {
            // A resize of the window meanwhile gives the live view's size back: take the film's again.
            if (element.width !== width || element.height !== height || gl.getPixelRatio() !== 1) {
              gl.setPixelRatio(1);
              gl.setSize(width, height, false);
            }
            camera.position.set(position.x, position.y, position.z);
            camera.lookAt(target.x, target.y, target.z);
            camera.updateMatrixWorld();
            gl.render(scene, camera);
            return element;
          },
          end() {
            const live = get();
            element.style.objectFit = '';
            labels?.classList.remove(FILMING_CLASS);
            for (const object of hidden) object.visible = true;
            gl.setPixelRatio(live.viewport.dpr);
            gl.setSize(live.size.width, live.size.height, false);
            live.setFrameloop(frameloop);
            live.invalidate();
          },
        };
      },
    };
    useAnimationCanvas.setState({ canvas });
    return () => {
      if (useAnimationCanvas.getState().canvas === canvas) useAnimationCanvas.setState({ canvas: null });
    };
  }, [get, bounds]);
  return null;
}
