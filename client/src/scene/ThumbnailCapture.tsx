import { SAVE_THUMBNAIL_LIMITS } from '@kitchensync/schemas';
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector4 } from 'three';
import type { FloorBounds } from '../model/navigation/designBounds';
import { useThumbnailCapture, type ThumbnailCapturer } from '../session/useThumbnailCapture';
import { thumbnailCamera } from './thumbnailCamera';
import type { ViewMode } from './ViewMode';

/**
 * Offers the design view's thumbnail capturer (`useThumbnailCapture`): it renders the scene once
 * more with a camera framing the whole design (`thumbnailCamera`) into the corner of the canvas,
 * copies that corner out, and renders the person's own view again, all in one task, so the screen
 * never shows the thumbnail's frame. Nothing is rendered until a capture is asked for.
 */
export function ThumbnailCapture({ bounds, view }: { bounds: FloorBounds | null; view: ViewMode }) {
  const get = useThree((state) => state.get);
  useEffect(() => {
    const capture: ThumbnailCapturer = () => {
      if (bounds === null) return null;
      const { gl, scene, camera } = get();
      const canvas = gl.domElement;
      const { width, height } = SAVE_THUMBNAIL_LIMITS.rendered;
      // Drawn at the picture's own size where the canvas allows, smaller (and scaled up) on a tiny one.
      const scale = Math.min(1, canvas.width / width, canvas.height / height);
      const drawnWidth = Math.max(1, Math.floor(width * scale));
      const drawnHeight = Math.max(1, Math.floor(height * scale));
      const picture = document.createElement('canvas');
      picture.width = width;
      picture.height = height;
      const context = picture.getContext('2d');
      if (context === null) return null;
      const viewport = gl.getViewport(new Vector4());
      const ratio = gl.getPixelRatio();
      try {
        gl.setViewport(0, 0, drawnWidth / ratio, drawnHeight / ratio);
        gl.render(scene, thumbnailCamera(view, bounds, drawnWidth, drawnHeight));
        // The viewport sits at the bottom left in WebGL, which is the canvas' lower rows.
        context.drawImage(
          canvas,
          0,
          canvas.height - drawnHeight,
          drawnWidth,
          drawnHeight,
          0,
          0,
          width,
          height,
        );
      } finally {
        gl.setViewport(viewport);
        gl.render(scene, camera);
      }
      return picture;
    };
    useThumbnailCapture.setState({ capture });
    return () => {
      if (useThumbnailCapture.getState().capture === capture) useThumbnailCapture.setState({ capture: null });
    };
  }, [get, bounds, view]);
  return null;
}
