import { DEFAULT_LENGTH_UNIT, type IslandWall, type LengthUnit, type Wall } from '@kitchensync/schemas';
import { Grid } from '@react-three/drei';
import { Canvas, type RootState } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { useSelection } from '../session/useSelection';
import { FrameCounter } from './FrameCounter';
import { IslandWallRenderer } from './IslandWallRenderer';
import { SceneCameras } from './SceneCameras';
import type { ViewMode } from './ViewMode';
import { WallMeasurement } from './WallMeasurement';
import { WallRenderer } from './WallRenderer';

export interface DesignCanvasProps {
  viewMode: ViewMode;
  walls: Wall[];
  islandWalls?: IslandWall[];
  /** The user's unit for on-wall measurements. */
  unit?: LengthUnit;
  /** Whether a click selects walls (off while a drawing tool takes the clicks). */
  selectable?: boolean;
  onCreated(state: RootState): void;
  onFrame(): void;
  children?: ReactNode;
}

/** The design scene: rendered on demand, so a still kitchen costs no frames. */
export function DesignCanvas({
  viewMode,
  walls,
  islandWalls = [],
  unit = DEFAULT_LENGTH_UNIT,
  selectable = false,
  onCreated,
  onFrame,
  children,
}: DesignCanvasProps) {
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      onCreated={onCreated}
      onPointerMissed={selectable ? () => useSelection.getState().clear() : undefined}
      aria-label="Design view"
    >
      <color attach="background" args={['#f4f5f7']} />
      <SceneCameras viewMode={viewMode} />
      <ambientLight intensity={0.7} />
      <directionalLight position={[8, 12, 6]} intensity={1.6} />
      <Grid
        args={[40, 40]}
        cellSize={0.3048}
        sectionSize={3.048}
        cellColor="#d0d4da"
        sectionColor="#a8afb9"
        infiniteGrid
        fadeDistance={60}
      />
      {walls.map((wall) => (
        <WallRenderer key={wall.id} wall={wall} selectable={selectable} />
      ))}
      {viewMode === 'top' && walls.map((wall) => <WallMeasurement key={wall.id} wall={wall} unit={unit} />)}
      {islandWalls.map((islandWall) => (
        <IslandWallRenderer key={islandWall.id} islandWall={islandWall} selectable={selectable} />
      ))}
      {children}
      <FrameCounter onFrame={onFrame} />
    </Canvas>
  );
}
