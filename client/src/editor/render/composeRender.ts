import { watermarkPlacement } from '../../model/render/watermarkPlacement';
import { RenderMemoryError } from './RenderMemoryError';

/**
 * The render's editing stage: the watermark laid over the picture's bottom right corner at the
 * spec's opacity, then the picture encoded as PNG.
 */
export async function composeRender(picture: HTMLCanvasElement, watermark: HTMLImageElement): Promise<Blob> {
  const context = picture.getContext('2d');
  if (context === null) throw new RenderMemoryError('the picture has no 2D context');
  const at = watermarkPlacement(picture, { width: watermark.naturalWidth, height: watermark.naturalHeight });
  context.save();
  context.globalAlpha = at.opacity;
  context.drawImage(watermark, at.x, at.y, at.width, at.height);
  context.restore();
  const blob = await new Promise<Blob | null>((resolve) => picture.toBlob(resolve, 'image/png'));
  if (blob === null) throw new RenderMemoryError('the picture could not be encoded');
  return blob;
}
