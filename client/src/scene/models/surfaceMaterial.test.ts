import type { MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { createSurfaceMaterial } from './surfaceMaterial';

const stainless = (quality: 'low' | 'medium' | 'high') =>
  createSurfaceMaterial({
    surface: 'stainless',
    pattern: 'none',
    selected: false,
    quality,
  }) as MeshStandardMaterial;

describe('stainless steel by quality', () => {
  it('reflects its own studio at Medium, where no environment lights the room, nearly fully metallic', () => {
    const material = stainless('medium');
    expect(material.userData.studioReflection).toBe(true);
    expect(material.metalness).toBeGreaterThanOrEqual(0.8);
  });

  it('reflects the room environment at High and stays a plain cheap metal at Low', () => {
    expect(stainless('high').userData.studioReflection).toBeUndefined();
    expect(stainless('high').metalness).toBe(1);
    expect(stainless('low').userData.studioReflection).toBeUndefined();
  });

  it('gives no other finish the studio', () => {
    const painted = createSurfaceMaterial({
      surface: 'painted',
      pattern: 'none',
      selected: false,
      quality: 'medium',
    });
    expect(painted.userData.studioReflection).toBeUndefined();
  });
});
