import type { LengthUnit } from '@kitchensync/schemas';
import { Grid } from '@react-three/drei';
import { useLayoutEffect, useRef } from 'react';
import { CustomBlending, OneFactor, OneMinusSrcAlphaFactor, type Material, type Mesh } from 'three';

/** Cells of 1 ft with 10 ft sections for people working in inches or feet, 10 cm and 1 m otherwise. */
function gridSpacing(unit: LengthUnit): { cell: number; section: number } {
  return unit === 'inch' || unit === 'ft' ? { cell: 0.3048, section: 3.048 } : { cell: 0.1, section: 1 };
}

/** Before every other object of the scene, however they are sorted. */
const FIRST = -1_000_000;

/**
 * Makes the grid a backdrop: drawn first among the opaque objects, blended onto the background and
 * writing no depth, so the floor and everything else paint over it. Lying a few millimetres under
 * the floor is not enough: the grid's plane is kilometres wide, and a software renderer's depth
 * across such large triangles errs by more than that, so the grid showed through the floor.
 */
function drawAsBackdrop(mesh: Mesh): void {
  const material = mesh.material as Material;
  material.transparent = false;
  // Blending as a transparent material blends, which three skips for an opaque NormalBlending one.
  material.blending = CustomBlending;
  // The canvas keeps its alpha, as NormalBlending's separate alpha factors do.
  material.blendSrcAlpha = OneFactor;
  material.blendDstAlpha = OneMinusSrcAlphaFactor;
  material.depthWrite = false;
  material.needsUpdate = true;
  mesh.renderOrder = FIRST;
}

/**
 * The floor grid of the showGrid setting, spaced in round numbers of the user's unit. In 3D
 * (`underFloor`) it is a backdrop the room's floor covers, so it shows around the room but not
 * inside it; the plan draws it over the floor, as a drawing board's grid.
 */
export function SceneGrid({ unit, underFloor = false }: { unit: LengthUnit; underFloor?: boolean }) {
  const { cell, section } = gridSpacing(unit);
  const mesh = useRef<Mesh>(null);
  useLayoutEffect(() => {
    if (underFloor && mesh.current !== null) drawAsBackdrop(mesh.current);
  }, [underFloor]);
  return (
    <Grid
      // A new grid per view: the plan's is the transparent one drei makes.
      key={underFloor ? 'backdrop' : 'plan'}
      ref={mesh}
      args={[40, 40]}
      cellSize={cell}
      sectionSize={section}
      cellColor="#d0d4da"
      sectionColor="#a8afb9"
      infiniteGrid
      fadeDistance={60}
      userData={{ kind: 'grid' }}
    />
  );
}
