import { MeshBasicMaterial, MeshStandardMaterial, type Material } from 'three';
import type { PartSurface } from '../../model/modelParts';

/** How selected models glow in the 3D view: green on top of their own colours. */
export const SELECTED_EMISSIVE = 0x43a047;
const SELECTED_EMISSIVE_INTENSITY = 0.45;

function makeMaterial(surface: PartSurface, selected: boolean): Material {
  // White base colours: each instance's colour (its finish) multiplies in.
  if (surface === 'flat') return new MeshBasicMaterial({ color: 0xffffff });
  // Above the plan's cut: see-through, so what stands below still shows.
  if (surface === 'flatOverhead') {
    return new MeshBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.45, depthWrite: false });
  }
  const material = new MeshStandardMaterial({ color: 0xffffff });
  switch (surface) {
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
  if (selected) {
    material.emissive.set(SELECTED_EMISSIVE);
    material.emissiveIntensity = SELECTED_EMISSIVE_INTENSITY;
  }
  material.name = `model-part:${surface}${selected ? ':selected' : ''}`;
  return material;
}

const materials = new Map<string, Material>();

/**
 * The shared material for a surface, made once for the whole app: every part of every model with
 * that surface draws with it, so the set of materials is bounded by the surfaces (twice: selected).
 */
export function surfaceMaterial(surface: PartSurface, selected: boolean): Material {
  const key = `${surface}:${selected}`;
  let material = materials.get(key);
  if (material === undefined) {
    material = makeMaterial(surface, selected);
    materials.set(key, material);
  }
  return material;
}
