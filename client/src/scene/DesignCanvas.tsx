import {
  SettingsSchema,
  type IslandWall,
  type PlacedOpening,
  type PlacedModel,
  type Settings,
  type Wall,
} from '@kitchensync/schemas';
import { Canvas, type RootState } from '@react-three/fiber';
import { useMemo, type ReactNode } from 'react';
import { openingBoxOf, type OpeningBox } from '../model/openings/openingBox';
import { designBounds } from '../model/navigation/designBounds';
import { wallDiagonals } from '../model/walls/wallDiagonals';
import { useSelection } from '../session/useSelection';
import { AnimationCapture } from './AnimationCapture';
import { CeilingRenderer } from './CeilingRenderer';
import { Crosshairs } from './Crosshairs';
import { DrawOnceShown } from './DrawOnceShown';
import { CutAwayWalls, CutAwayWallsContext } from './dollhouse/CutAwayWalls';
import { DollhouseCutAway } from './dollhouse/DollhouseCutAway';
import { FrameCounter } from './FrameCounter';
import { IslandWallRenderer } from './IslandWallRenderer';
import { RenderQualityContext } from './lighting/RenderQualityContext';
import { SceneLighting } from './lighting/SceneLighting';
import { PLAN_CUT_HEIGHT } from './OpeningRenderer';
import { PlanFitButton } from './PlanFitButton';
import { SceneCameras } from './SceneCameras';
import { SceneGrid } from './SceneGrid';
import { ThumbnailCapture } from './ThumbnailCapture';
import { useDesignShown } from './useDesignShown';
import type { ViewMode } from './ViewMode';
import { WallDiagonalRenderer } from './WallDiagonalRenderer';
import { WallMeasurement } from './WallMeasurement';
import { WallRenderer, type WallPick } from './WallRenderer';

const DEFAULT_SETTINGS = SettingsSchema.parse({});
const NO_OPENINGS: readonly PlacedOpening[] = [];

export interface DesignCanvasProps {
  /** The view asked for: the camera flies there. */
  viewMode: ViewMode;
  /** The view the scene is drawn for: the top view only once the camera has arrived in it. */
  sceneView?: ViewMode;
  walls: Wall[];
  islandWalls?: IslandWall[];
  /** The doors, windows and openings cut into the walls. */
  openings?: readonly PlacedOpening[];
  /** The placed models, which the plan's Fit and the 3D view's first framing take in. */
  models?: readonly PlacedModel[];
  /** Whether the design's document has arrived: the plan is fitted to the design once, then. */
  designOpened?: boolean;
  /** Called once the plan has been fitted to the opened design (or found it empty). */
  onOpeningFit?(): void;
  /** The person's General Settings: unit, grid, crosshairs, ceiling, diagonals, clipping distance, dollhouse view. */
  settings?: Settings;
  /** Whether a click selects walls (off while a drawing tool takes the clicks). */
  selectable?: boolean;
  /** A wall-pick mode (the Backsplash wizard's Custom walls): a click on a wall picks it instead. */
  wallPick?: WallPick | null;
  onCreated(state: RootState): void;
  onFrame(): void;
  onViewSettled?(view: ViewMode): void;
  children?: ReactNode;
}

/** The design scene: rendered on demand, so a still kitchen costs no frames. */
export function DesignCanvas({
  viewMode,
  sceneView = viewMode,
  walls,
  islandWalls = [],
  openings = NO_OPENINGS,
  models = [],
  designOpened = true,
  onOpeningFit,
  settings = DEFAULT_SETTINGS,
  selectable = false,
  wallPick = null,
  onCreated,
  onFrame,
  onViewSettled,
  children,
}: DesignCanvasProps) {
  const unit = settings.measurementUnits;
  const top = sceneView === 'top';
  const holesByWall = useMemo(() => {
    const holes = new Map<string, OpeningBox[]>();
    for (const opening of openings) {
      holes.set(opening.wall_id, [...(holes.get(opening.wall_id) ?? []), openingBoxOf(opening)]);
    }
    return holes;
  }, [openings]);
  const diagonals = useMemo(
    () => (top ? wallDiagonals(walls, settings.showDiagonals) : []),
    [top, walls, settings.showDiagonals],
  );
  const bounds = useMemo(() => designBounds(walls, models), [walls, models]);
  const cutAway = useMemo(() => new CutAwayWalls(), []);
  const shown = useDesignShown(designOpened, bounds !== null);
  return (
    <>
      <Canvas
        // No frame until the design is shown (useDesignShown); DrawOnceShown then starts drawing on demand.
        frameloop="never"
        // Only lights whose shadow is on cast any (PointLightRenderer); the rest cost nothing. PCF:
        // three has dropped the soft variant R3F would ask for by default.
        shadows="percentage"
        dpr={[1, 2]}
        onCreated={onCreated}
        onPointerMissed={selectable ? () => useSelection.getState().clear() : undefined}
        // A named region: aria-label on a plain div is not allowed (axe), and the view holds live labels.
        role="region"
        aria-label="Design view"
      >
        <CutAwayWallsContext value={cutAway}>
          <color attach="background" args={['#f4f5f7']} />
          <DollhouseCutAway walls={walls} enabled={!top && settings.dollhouseView} />
          <SceneCameras
            viewMode={viewMode}
            clippingDistance={settings.clippingDistance}
            designBounds={bounds}
            designOpened={designOpened}
            onOpeningFit={onOpeningFit}
            onViewSettled={onViewSettled}
          />
          <SceneLighting view={sceneView} quality={settings.renderQuality} bounds={bounds} />
          {settings.showGrid && <SceneGrid unit={unit} underFloor={!top} />}
          {settings.crosshairs && <Crosshairs />}
          <WallRenderer
            walls={walls}
            holesByWall={holesByWall}
            cutHeight={top ? PLAN_CUT_HEIGHT : null}
            selectable={selectable}
            pick={wallPick}
          />
          {top &&
            settings.measurements &&
            walls.map((wall) => <WallMeasurement key={wall.id} wall={wall} unit={unit} />)}
          {diagonals.map((diagonal) => (
            <WallDiagonalRenderer key={diagonal.id} diagonal={diagonal} unit={unit} />
          ))}
          {!top && settings.showCeiling && <CeilingRenderer walls={walls} />}
          {islandWalls.map((islandWall) => (
            <IslandWallRenderer key={islandWall.id} islandWall={islandWall} selectable={selectable} />
          ))}
          <RenderQualityContext value={settings.renderQuality}>{children}</RenderQualityContext>
          <FrameCounter onFrame={onFrame} />
          <DrawOnceShown shown={shown} />
          <ThumbnailCapture bounds={bounds} view={sceneView} />
          <AnimationCapture bounds={bounds} />
        </CutAwayWallsContext>
      </Canvas>
      {/* Nothing to fit until the design shows; the button would sit on the loading notice. */}
      {top && shown && <PlanFitButton />}
      {!shown && (
        <p className="design-loading" role="status">
          Loading the design…
        </p>
      )}
    </>
  );
}
