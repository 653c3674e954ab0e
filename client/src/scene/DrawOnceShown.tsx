import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';

/**
 * Starts the view's frame loop (the canvas begins with none) once the design is shown, and draws
 * its first frame. Inside the scene, so the loop starts in the same commit that brings the design's
 * objects: started from the canvas's props, it drew a frame of the room without them first.
 */
export function DrawOnceShown({ shown }: { shown: boolean }) {
  const setFrameloop = useThree((state) => state.setFrameloop);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    if (!shown) return;
    setFrameloop('demand');
    invalidate();
  }, [shown, setFrameloop, invalidate]);
  return null;
}
