import type { RenderQuality } from '@kitchensync/schemas';
import { MeshBasicMaterial, MeshPhysicalMaterial, MeshStandardMaterial, type Material } from 'three';
import type { PartSurface, TexturePattern } from '../../model/modelParts';
import { qualityProfile } from '../lighting/qualityProfile';
import { applyStudioReflection } from '../lighting/studioReflection';
import { layPattern, type PatternLayout, type PatternMapping } from '../materials/patternMapping';
import { lowQualitySurface } from './lowQualitySurface';

/** How selected models glow in the 3D view: green on top of their own colours. */
export const SELECTED_EMISSIVE = 0x43a047;
const SELECTED_EMISSIVE_INTENSITY = 0.45;

/**
 * Meters one picture of a pattern covers on a model's parts (the countertop and the floor take
 * the catalogue's pattern size instead): grain rings a few centimetres apart, stone crystals of a
 * centimetre or two, marble veins across a slab.
 */
const PATTERN_METERS: Readonly<Record<Exclude<TexturePattern, 'none'>, number>> = {
  woodGrain: 0.7,
  granite: 1.2,
  marble: 2.4,
  quartz: 1,
  brushed: 0.5,
  planks: 1.2192,
  tiles: 0.6,
  checker: 1.2,
  subway: 0.3048,
  concrete: 2.4,
};

/** A finish as drawn: its surface, pattern, how the pattern is laid, at a quality. */
export interface SurfaceSpec {
  surface: PartSurface;
  pattern: TexturePattern;
  selected: boolean;
  quality: RenderQuality;
  mapping?: PatternMapping;
  /** The pattern's layout; by default one picture per `PATTERN_METERS`, unturned, unmirrored. */
  layout?: PatternLayout;
}

/** The look of every surface at Low quality, as the editor drew them before issue 15. */
function lowMaterial(surface: PartSurface): Material {
  const material = new MeshStandardMaterial({ color: 0xffffff });
  switch (lowQualitySurface(surface)) {
    case 'matte':
      material.roughness = 0.9;
      break;
    case 'satin':
      material.roughness = 0.55;
      break;
    case 'metal':
      // Without an environment map a truly metallic surface reflects nothing and looks black.
      material.roughness = 0.4;
      material.metalness = 0.3;
      break;
    case 'glass':
      material.roughness = 0.05;
      material.transparent = true;
      material.opacity = 0.35;
      material.depthWrite = false;
      break;
    case 'darkGlass':
      material.roughness = 0.15;
      material.metalness = 0.2;
      break;
    case 'lamp':
      material.emissive.set(0xfff3cf);
      material.emissiveIntensity = 0.8;
      break;
  }
  return material;
}

/**
 * Roughness, metalness and clear coat of each finish. Without an environment to reflect (Medium) a
 * fully metallic surface would show black, so other metals keep some diffuse colour there.
 */
function physicalMaterial(
  surface: PartSurface,
  clearcoat: boolean,
  environment: boolean,
): MeshStandardMaterial {
  const metal = environment ? 1 : 0.55;
  const coated = (coat: number, coatRoughness: number, base: MeshStandardMaterial) => {
    if (!clearcoat) return base;
    const physical = new MeshPhysicalMaterial({ color: 0xffffff, roughness: base.roughness });
    physical.metalness = base.metalness;
    physical.clearcoat = coat;
    physical.clearcoatRoughness = coatRoughness;
    return physical;
  };
  const standard = (roughness: number, metalness = 0) =>
    new MeshStandardMaterial({ color: 0xffffff, roughness, metalness });
  switch (surface) {
    case 'painted':
      return standard(0.5);
    case 'stainedWood':
      return coated(0.35, 0.35, standard(0.55));
    case 'laminate':
      return standard(0.4);
    case 'glass': {
      const glass = new MeshPhysicalMaterial({ color: 0xffffff, roughness: 0.04, metalness: 0 });
      glass.transparent = true;
      glass.opacity = 0.22;
      glass.depthWrite = false;
      glass.envMapIntensity = 1.6;
      return glass;
    }
    case 'stainless':
      // Without an environment it reflects a studio of its own (`createSurfaceMaterial`).
      return environment ? standard(0.3, metal) : standard(0.32, 0.85);
    case 'enamel':
      return coated(0.8, 0.12, standard(0.28, 0.05));
    case 'stone':
      return coated(0.5, 0.08, standard(0.2));
    case 'quartz':
      return coated(0.4, 0.1, standard(0.24));
    case 'woodFloor':
      return coated(0.2, 0.3, standard(0.5));
    case 'tileFloor':
      return standard(0.32);
    case 'backsplashTile':
      return standard(0.18);
    case 'concrete':
      return standard(0.7);
    case 'matte':
      return standard(0.88);
    case 'satin':
      return standard(0.45);
    case 'metal':
      return standard(0.3, metal * 0.9);
    case 'darkGlass':
      return coated(1, 0.05, standard(0.1, 0.2));
    case 'lamp': {
      const lamp = standard(0.5);
      lamp.emissive.set(0xfff3cf);
      lamp.emissiveIntensity = 0.8;
      return lamp;
    }
    case 'flat':
    case 'flatOverhead':
      return standard(1);
  }
}

/**
 * A new material for a finish, for a mesh of its own (the floor) that sets its colour on it; parts
 * of models share `surfaceMaterial`'s instead.
 */
export function createSurfaceMaterial(spec: SurfaceSpec): Material {
  // White base colours: each instance's colour (its finish) multiplies in.
  if (spec.surface === 'flat') return new MeshBasicMaterial({ color: 0xffffff });
  // Above the plan's cut: see-through, so what stands below still shows.
  if (spec.surface === 'flatOverhead') {
    return new MeshBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.45, depthWrite: false });
  }
  const profile = qualityProfile(spec.quality);
  const material = profile.roomLights
    ? physicalMaterial(spec.surface, profile.clearcoat, profile.environment)
    : lowMaterial(spec.surface);
  if (profile.textureSize > 0 && spec.pattern !== 'none' && material instanceof MeshStandardMaterial) {
    const meters = PATTERN_METERS[spec.pattern];
    layPattern(material, spec.pattern, profile.textureSize, spec.mapping ?? 'part', {
      scaleU: 1 / meters,
      scaleV: 1 / meters,
      rotation: 0,
      mirrored: false,
      ...spec.layout,
    });
  }
  if (profile.roomLights && !profile.environment && spec.surface === 'stainless') {
    // Half metallic with nothing to reflect, stainless lost most of its colour and read mid-grey,
    // the fridges darkest of all: nearly fully metallic over a small studio computed in its shader,
    // it reads light and a little blue, with a sheen.
    applyStudioReflection(material as MeshStandardMaterial);
  }
  if (spec.selected && material instanceof MeshStandardMaterial) {
    material.emissive.set(SELECTED_EMISSIVE);
    material.emissiveIntensity = SELECTED_EMISSIVE_INTENSITY;
  }
  material.name = `model-part:${spec.surface}${spec.pattern === 'none' ? '' : `:${spec.pattern}`}${
    spec.selected ? ':selected' : ''
  }`;
  return material;
}

const materials = new Map<string, Material>();

function specKey(spec: SurfaceSpec): string {
  const layout = spec.layout;
  return [
    spec.surface,
    spec.pattern,
    spec.selected,
    spec.quality,
    spec.mapping ?? 'part',
    layout === undefined ? '' : `${layout.scaleU}/${layout.scaleV}/${layout.rotation}/${layout.mirrored}`,
  ].join(':');
}

/**
 * The shared material for a surface, made once for the whole app: every part of every model with
 * that surface (and pattern) draws with it, so the set of materials is bounded by the surfaces,
 * patterns and qualities, never by the number of models. A laid-out pattern (the design's countertop)
 * adds one per layout the person tries, each a few uniforms over the same shared picture.
 */
export function surfaceMaterial(spec: SurfaceSpec): Material {
  const key = specKey(spec);
  let material = materials.get(key);
  if (material === undefined) {
    material = createSurfaceMaterial(spec);
    materials.set(key, material);
  }
  return material;
}
