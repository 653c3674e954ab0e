/**
 * Spec 001 §8: the Layout Error (layout print) has the same wording as the Render Error. Drawing
 * the 3508 × 2480 sheet is what fills a small device's memory.
 */
export const LAYOUT_ERROR_TITLE = 'Layout Error';
export const LAYOUT_ERROR_MESSAGE =
  "If the device's memory gets filled, it cannot perform a render and it triggers an error or it refreshes the screen. Please try again and if it fails, please try using another device.";
