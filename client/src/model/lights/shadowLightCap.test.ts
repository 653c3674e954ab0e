import { MAX_SHADOW_LIGHTS } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { mayCastShadow, SHADOW_LIGHT_CAP_MESSAGE } from './shadowLightCap';

function lights(shadowCount: number, plainCount = 0) {
  return [
    ...Array.from({ length: shadowCount }, (_, index) => ({ id: `pointLight_s${index}`, shadow: true })),
    ...Array.from({ length: plainCount }, (_, index) => ({ id: `pointLight_p${index}`, shadow: false })),
  ];
}

describe('the shadow-casting light cap', () => {
  it('is twelve lights, refused in the spec’s words', () => {
    expect(MAX_SHADOW_LIGHTS).toBe(12);
    expect(SHADOW_LIGHT_CAP_MESSAGE).toBe('Only 12 lights that cast shadows may be placed.');
  });

  it('lets a light cast shadows while fewer than twelve do, whatever the other lights', () => {
    expect(mayCastShadow([], null)).toBe(true);
    expect(mayCastShadow(lights(11, 30), 'pointLight_p0')).toBe(true);
    expect(mayCastShadow(lights(11, 30), null)).toBe(true);
  });

  it('refuses the thirteenth, for a new light and for an existing one switched on', () => {
    expect(mayCastShadow(lights(12, 1), 'pointLight_p0')).toBe(false);
    expect(mayCastShadow(lights(12), null)).toBe(false);
    expect(mayCastShadow(lights(13), null)).toBe(false);
  });

  it('keeps a light that already casts shadows casting them, even over the cap (an imported save)', () => {
    expect(mayCastShadow(lights(12), 'pointLight_s3')).toBe(true);
    expect(mayCastShadow(lights(14), 'pointLight_s13')).toBe(true);
  });
});
