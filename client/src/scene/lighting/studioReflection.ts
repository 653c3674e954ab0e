import type { MeshStandardMaterial } from 'three';

/**
 * The studio, as linear radiance seen along a world direction, blurred more the rougher the
 * surface: a floor light at the horizon darkening towards straight down (an upright front seen from
 * above reflects the floor in front of it, further down the lower it is, so steel shades from light
 * at its top to darker at its foot), light walls a little blue like daylight on white paint, a
 * bright ceiling, and three tall soft panels as a photographer lights a product. Azimuth is
 * atan(z, x) as three's `equirectUv` reads it: +z is the viewer's side of a model.
 */
const STUDIO_RADIANCE = /* glsl */ `
float studioPanel(float azimuth, float elevation, vec2 centre, vec2 halfSize, float blur) {
  float across = abs(mod(azimuth - centre.x + PI, 2.0 * PI) - PI);
  float up = abs(elevation - centre.y);
  return (1.0 - smoothstep(halfSize.x * 0.7, halfSize.x + blur, across)) *
    (1.0 - smoothstep(halfSize.y * 0.7, halfSize.y + blur, up));
}

vec3 studioRadiance(vec3 direction, float roughness) {
  float elevation = asin(clamp(direction.y, -1.0, 1.0));
  float azimuth = atan(direction.z, direction.x);
  float blur = 0.04 + 0.5 * roughness;
  vec3 colour = mix(vec3(0.2, 0.2, 0.21), vec3(0.56, 0.59, 0.64), smoothstep(-1.1 - blur, -0.05 + blur, elevation));
  colour = mix(colour, vec3(0.76, 0.8, 0.86), smoothstep(-0.08 - blur, 0.04 + blur, elevation));
  colour = mix(colour, vec3(0.9, 0.92, 0.96), smoothstep(0.5 - blur, 0.75 + blur, elevation));
  float panel = studioPanel(azimuth, elevation, vec2(1.05, 0.05), vec2(0.22, 0.45), blur);
  panel = max(panel, studioPanel(azimuth, elevation, vec2(2.35, 0.05), vec2(0.22, 0.45), blur));
  panel = max(panel, studioPanel(azimuth, elevation, vec2(-1.6, 0.3), vec2(0.22, 0.45), blur));
  return mix(colour, vec3(2.4), panel);
}
`;

/** Added to the light of the material's fragment where image-based light would be (`lights_fragment_maps`). */
const STUDIO_LIGHT = /* glsl */ `
#include <lights_fragment_maps>
#if defined( RE_IndirectSpecular )
  vec3 studioReflected = reflect( - geometryViewDir, geometryNormal );
  studioReflected = normalize( mix( studioReflected, geometryNormal, pow4( material.roughness ) ) );
  radiance += studioRadiance( transformDirectionByInverseViewMatrix( studioReflected, viewMatrix ), material.roughness );
  iblIrradiance += PI * studioRadiance( transformDirectionByInverseViewMatrix( geometryNormal, viewMatrix ), 1.0 );
#endif
`;

/**
 * Makes a metal reflect a small studio computed in its own shader where no environment lights the
 * scene (Medium quality, the catalogue pictures). Without anything to reflect, a metal shows black
 * or, half metallic, mid-grey; three's environment maps would need a PMREM prefiltering pass, whose
 * shaders alone cost seconds of a software renderer's time, and a texture: this costs neither.
 */
export function applyStudioReflection(material: MeshStandardMaterial): MeshStandardMaterial {
  // On top of the material's own changes (a laid pattern's), which share the program with it.
  const ownChanges = material.onBeforeCompile.bind(material);
  const ownKey = material.customProgramCacheKey();
  material.onBeforeCompile = (shader, renderer) => {
    ownChanges(shader, renderer);
    shader.fragmentShader = shader.fragmentShader
      .replace('void main() {', `${STUDIO_RADIANCE}\nvoid main() {`)
      .replace('#include <lights_fragment_maps>', STUDIO_LIGHT);
  };
  material.customProgramCacheKey = () => `${ownKey}|studioReflection`;
  material.userData.studioReflection = true;
  return material;
}
