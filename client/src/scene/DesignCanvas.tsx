import type { Wall } from '@kitchensync/schemas';
import { Grid } from '@react-three/drei';
import { Canvas, type RootState } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { FrameCounter } from './FrameCounter';
import { SceneCameras } from './SceneCameras';
import type { ViewMode } from './ViewMode';
import { WallRenderer } from './WallRenderer';

export interface DesignCanvasProps {
  viewMode: ViewMode;
  walls: Wall[];
  onCreated(state: RootState): void;
  onFrame(): void;
  children?: ReactNode;
}

/** The design scene: rendered on demand, so a still kitchen costs no frames. */
export function DesignCanvas({ viewMode, walls, onCreated, onFrame, children }: DesignCanvasProps) {
  return (
    <Canvas frameloop="demand" dpr={[1, 2]} onCreated={onCreated} aria-label="Design view">
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
        <WallRenderer key={wall.id} wall={wall} />
      ))}
      {children}
      <FrameCounter onFrame={onFrame} />
    </Canvas>
  );
}
