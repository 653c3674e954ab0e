import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PerspectiveCamera } from 'three';
import type { FloorBounds } from '../model/navigation/designBounds';
import { useAnimationCanvas, type AnimationCanvas } from '../session/useAnimationCanvas';
import { PERSPECTIVE_FOV } from './viewPoses';

const FILM_NEAR = 0.05;
const FILM_FAR = 500;

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
      view() {
        const { size } = get();
        return { width: size.width, height: size.height, devicePixelRatio: window.devicePixelRatio };
      },
      begin({ width, height }) {
        const { gl, scene, frameloop, setFrameloop } = get();
        const element = gl.domElement;
        setFrameloop('never');
        element.style.objectFit = 'contain';
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
