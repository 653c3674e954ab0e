import { MAX_SHADOW_LIGHTS } from '@kitchensync/schemas';

/** The spec's sentence when one more shadow-casting light is asked for (spec 002 section 5). */
export const SHADOW_LIGHT_CAP_MESSAGE = `Only ${MAX_SHADOW_LIGHTS} lights that cast shadows may be placed.`;

/** What the cap needs of a light: its id and whether it casts shadows. */
export interface ShadowLight {
  readonly id: string;
  readonly shadow: boolean;
}

/**
 * Whether `lightId` may cast shadows among `lights`: always when it already does (an edit of
 * another field keeps it), otherwise only while fewer than the cap's lights cast them. Each shadow
 * light renders the room six more times, so the cap keeps the 3D view and renders usable.
 */
export function mayCastShadow(lights: readonly ShadowLight[], lightId: string | null): boolean {
  if (lights.some((light) => light.id === lightId && light.shadow)) return true;
  return lights.filter((light) => light.shadow).length < MAX_SHADOW_LIGHTS;
}
