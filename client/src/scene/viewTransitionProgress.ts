/** How long the camera takes to fly between the 2D top view and the 3D perspective view. */
export const VIEW_TRANSITION_MS = 450;

/**
 * How far along the flight is, 0 to 1, after `elapsedMs`: eased in and out (cubic), so the camera
 * leaves and arrives gently instead of starting and stopping with a jolt.
 */
export function viewTransitionProgress(elapsedMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / VIEW_TRANSITION_MS));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
