/** Spec 001 section 8, word for word: shown when a render fills the device's memory. */
export const RENDER_ERROR_MESSAGE =
  "If the device's memory gets filled, it cannot perform a render and it triggers an error or it refreshes the screen. Please try again and if it fails, please try using another device.";

/** Spec 001 section 8: shown as the render retries at a cheaper setting. */
export const RENDER_RETRY_MESSAGE =
  'There has been an error, downsizing the number of shaders and trying again.';
