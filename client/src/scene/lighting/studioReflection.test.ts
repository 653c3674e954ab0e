import { MeshStandardMaterial, type WebGLProgramParametersWithUniforms, type WebGLRenderer } from 'three';
import { describe, expect, it } from 'vitest';
import { applyStudioReflection } from './studioReflection';

const FRAGMENT =
  'uniform float x;\nvoid main() {\n#include <map_fragment>\n#include <lights_fragment_maps>\n}';

function compiled(material: MeshStandardMaterial): string {
  const shader = { fragmentShader: FRAGMENT, vertexShader: '' } as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, {} as WebGLRenderer);
  return shader.fragmentShader;
}

describe('applyStudioReflection', () => {
  it('adds the studio to the light where image-based light would be, keeping that light', () => {
    const shader = compiled(applyStudioReflection(new MeshStandardMaterial()));
    expect(shader).toContain('vec3 studioRadiance(');
    expect(shader.indexOf('vec3 studioRadiance(')).toBeLessThan(shader.indexOf('void main()'));
    expect(shader).toContain('#include <lights_fragment_maps>');
    expect(shader).toMatch(/radiance \+= studioRadiance\(/);
  });

  it('keeps the changes the material already makes (a laid pattern) and a program key of its own', () => {
    const material = new MeshStandardMaterial();
    material.onBeforeCompile = (shader) => {
      shader.fragmentShader = shader.fragmentShader.replace('#include <map_fragment>', '// pattern laid');
    };
    material.customProgramCacheKey = () => 'pattern:part:plain';
    applyStudioReflection(material);
    const shader = compiled(material);
    expect(shader).toContain('// pattern laid');
    expect(shader).toContain('radiance += studioRadiance(');
    expect(material.customProgramCacheKey()).toBe('pattern:part:plain|studioReflection');
  });
});
