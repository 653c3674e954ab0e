/**
 * Whether this is a phone or tablet, for the render's mobile upscale and file name (spec 001
 * section 9): a device whose only pointer is coarse (a finger), whatever its screen's width.
 */
export function isMobileDevice(media: Pick<Window, 'matchMedia'> = window): boolean {
  return media.matchMedia('(pointer: coarse)').matches && !media.matchMedia('(any-pointer: fine)').matches;
}
