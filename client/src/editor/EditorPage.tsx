import { canEdit, DEFAULT_LENGTH_UNIT, readWalls, SaveResponseSchema } from '@kitchensync/schemas';
import type { RootState } from '@react-three/fiber';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../app/apiClient';
import { usePeers } from '../collab/usePeers';
import { usePublishSelection } from '../collab/usePublishSelection';
import { useSaveConnection } from '../collab/useSaveConnection';
import { addWall } from '../doc/wallCommands';
import { usePlacedModels } from '../doc/usePlacedModels';
import { useWalls } from '../doc/useWalls';
import { addIslandWall } from '../doc/islandWallCommands';
import { useIslandWalls } from '../doc/useIslandWalls';
import { IslandWallDrawingTool } from '../scene/IslandWallDrawingTool';
import { useSelection } from '../session/useSelection';
import { SelectedWallHandles } from './walls/SelectedWallHandles';
import { SelectedWallPanel } from './walls/SelectedWallPanel';
import type { FloorPoint } from '../model/wallGeometry';
import { DesignCanvas } from '../scene/DesignCanvas';
import { PlacedModelRenderer } from '../scene/models/PlacedModelRenderer';
import type { ViewMode } from '../scene/ViewMode';
import { ScenePresence } from '../scene/presence/ScenePresence';
import { WallDrawingTool } from '../scene/WallDrawingTool';
import { installTestApi, reportCanvas, reportConnection, reportScene, testApi } from '../testApi/testApi';
import { AccessNotice } from './presence/AccessNotice';
import { PresenceAvatars } from './presence/PresenceAvatars';
import { KitchenLayouts } from './layouts/KitchenLayouts';
import { CatalogueSidePanel } from './catalogue/CatalogueSidePanel';
import { EditablePlacedModels } from './models/EditablePlacedModels';
import { SelectedModelPanel } from './models/SelectedModelPanel';
import { usePlacePick } from './catalogue/usePlacePick';
import { ShareSettings } from './ShareSettings';
import { UndoRedoButtons } from './undo/UndoRedoButtons';

installTestApi();

const STATUS_TEXT = { connecting: 'Connecting…', connected: 'Live', disconnected: 'Offline' } as const;
const SAVE_TEXT = { saving: 'Saving…', saved: 'Saved', offline: 'Offline' } as const;

export function EditorPage() {
  const { saveId } = useParams();
  const save = useQuery({
    queryKey: ['save', saveId],
    queryFn: () => apiRequest(`/saves/${saveId}`, SaveResponseSchema),
    enabled: saveId !== undefined,
  });
  const live = useSaveConnection(save.isSuccess ? saveId : undefined);
  const doc = live.connection?.doc ?? null;
  const walls = useWalls(doc);
  const models = usePlacedModels(doc);
  const islandWalls = useIslandWalls(doc);
  const [islandDrawing, setIslandDrawing] = useState(false);
  const awareness = live.connection?.provider.awareness ?? null;
  const peers = usePeers(awareness);
  usePublishSelection(live.connection?.presence ?? null);
  const [viewMode, setViewMode] = useState<ViewMode>('top');
  const [drawing, setDrawing] = useState(false);
  const [drawStep, setDrawStep] = useState<'start' | 'end'>('start');
  const [canvasReady, setCanvasReady] = useState(false);
  const placing = usePlacePick(live.connection, walls);

  const role = live.role ?? save.data?.role ?? null;
  const editable = role !== null && canEdit(role) && !live.accessLost && live.permissionDenied === null;

  useEffect(() => {
    testApi.role = role;
    testApi.synced = live.synced;
    testApi.doc = doc;
    testApi.viewMode = viewMode;
    testApi.permissionDenied = live.permissionDenied;
    testApi.saveState = live.saveState;
    testApi.ready = live.synced && canvasReady;
  }, [role, live.synced, live.permissionDenied, live.saveState, doc, viewMode, canvasReady]);

  useEffect(() => reportConnection(live.connection), [live.connection]);

  const onCreated = useCallback((state: RootState) => {
    // Read when asked, not when the canvas was made: the canvas may exist before the save's document.
    reportScene(state.scene, () => (testApi.doc === null ? [] : readWalls(testApi.doc)));
    reportCanvas(state.get);
    setCanvasReady(true);
  }, []);
  const onFrame = useCallback(() => {
    testApi.frames += 1;
  }, []);

  const drawWall = useCallback(
    (start: FloorPoint, end: FloorPoint, connectTo: string | null, connectEndTo: string | null) => {
      if (live.connection === null) return null;
      const { doc: liveDoc, localOrigin } = live.connection;
      return addWall(liveDoc, localOrigin, start, end, connectTo, connectEndTo)?.id ?? null;
    },
    [live.connection],
  );
  const drawIslandWall = useCallback(
    (first: FloorPoint, last: FloorPoint) => {
      if (live.connection === null) return null;
      const added = addIslandWall(live.connection.doc, live.connection.localOrigin, first, last);
      // Selected at once, so its island panel opens, as a newly added item is (spec 001).
      if (added !== null) useSelection.getState().select([added.id]);
      return added?.id ?? null;
    },
    [live.connection],
  );
  const stopDrawing = useCallback(() => {
    setDrawing(false);
    setIslandDrawing(false);
    setDrawStep('start');
  }, []);

  if (save.isPending) return <p className="centered">Loading...</p>;
  if (save.isError) {
    return (
      <main className="centered">
        <p className="error">{save.error.message}</p>
        <Link to="/">Back to KitchenSync</Link>
      </main>
    );
  }

  const startDrawing = () => {
    setViewMode('top');
    setIslandDrawing(false);
    setDrawing(true);
    setDrawStep('start');
  };
  const startIslandDrawing = () => {
    setViewMode('top');
    setDrawing(false);
    setIslandDrawing(true);
    setDrawStep('start');
  };

  return (
    <div className="editor">
      <header className="toolbar">
        <strong className="brand">KitchenSync</strong>
        <span className="filename">{save.data.save.filename || 'Untitled Save'}</span>
        <div className="view-toggle" role="group" aria-label="View">
          <button type="button" aria-pressed={viewMode === 'top'} onClick={() => setViewMode('top')}>
            2D
          </button>
          <button
            type="button"
            aria-pressed={viewMode === 'perspective'}
            onClick={() => {
              stopDrawing();
              setViewMode('perspective');
            }}
          >
            3D
          </button>
        </div>
        {editable && (
          <button type="button" aria-pressed={drawing} onClick={drawing ? stopDrawing : startDrawing}>
            Solid Wall
          </button>
        )}
        {editable && live.connection && <UndoRedoButtons history={live.connection.undoHistory} />}
        {!editable && <span className="badge">View only</span>}
        <PresenceAvatars peers={peers} />
        <span className={`status status-${live.status}`} role="status">
          {STATUS_TEXT[live.status]}
        </span>
        {editable && (
          <span className={`save-state save-state-${live.saveState}`} aria-live="polite">
            {SAVE_TEXT[live.saveState]}
          </span>
        )}
      </header>
      <aside className="side-panel">
        {editable && (
          // In the side panel, not the toolbar: a wider toolbar wraps at 640 px and resizes the canvas.
          <button
            type="button"
            aria-pressed={islandDrawing}
            onClick={islandDrawing ? stopDrawing : startIslandDrawing}
          >
            Island Wall
          </button>
        )}
        {islandDrawing && (
          <p className="hint">
            {drawStep === 'start'
              ? 'Click to start an island wall.'
              : 'Click to end the island wall. Esc ends.'}
          </p>
        )}
        <AccessNotice role={role} />
        {drawing && (
          <p className="hint">
            {drawStep === 'start'
              ? 'Click to start a wall.'
              : 'Click to end the wall. Enter disconnects, Esc ends drawing.'}
          </p>
        )}
        <p>
          {walls.length} {walls.length === 1 ? 'wall' : 'walls'}
        </p>
        <SelectedWallPanel
          doc={doc}
          origin={live.connection?.localOrigin ?? null}
          walls={walls}
          islandWalls={islandWalls}
          unit={DEFAULT_LENGTH_UNIT}
          editable={editable}
        />
        <SelectedModelPanel
          doc={doc}
          origin={live.connection?.localOrigin ?? null}
          models={models}
          unit={DEFAULT_LENGTH_UNIT}
          editable={editable}
        />
        {!editable && <p>You can only view this design. Changes made by its editors appear here live.</p>}
        {live.accessLost && (
          <p className="error" role="alert">
            You no longer have access to this save.
          </p>
        )}
        {live.error && <p className="error">{live.error}</p>}
        {editable && <KitchenLayouts doc={doc} />}
        {editable && <ShareSettings save={save.data.save} />}
        {editable && <CatalogueSidePanel onPick={placing.place} />}
        {editable && placing.refusal && (
          <p className="error" role="alert">
            {placing.refusal}
          </p>
        )}
      </aside>
      <main className="viewport">
        <DesignCanvas
          viewMode={viewMode}
          walls={walls}
          islandWalls={islandWalls}
          selectable={editable && !drawing && !islandDrawing}
          onCreated={onCreated}
          onFrame={onFrame}
        >
          {editable && live.connection !== null ? (
            <EditablePlacedModels
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              models={models}
              viewMode={viewMode}
              selectable={!drawing && !islandDrawing}
            />
          ) : (
            <PlacedModelRenderer models={models} viewMode={viewMode} />
          )}
          {drawing && editable && viewMode === 'top' && (
            <WallDrawingTool
              walls={walls}
              onDrawWall={drawWall}
              onStepChange={setDrawStep}
              onDone={stopDrawing}
            />
          )}
          {editable && live.connection !== null && viewMode === 'top' && !drawing && !islandDrawing && (
            <SelectedWallHandles
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              walls={walls}
            />
          )}
          {islandDrawing && editable && viewMode === 'top' && (
            <IslandWallDrawingTool
              onDrawIslandWall={drawIslandWall}
              onStepChange={setDrawStep}
              onDone={stopDrawing}
            />
          )}
          {live.connection && awareness && (
            <ScenePresence
              awareness={awareness}
              presence={live.connection.presence}
              peers={peers}
              viewMode={viewMode}
              onFollowView={setViewMode}
            />
          )}
        </DesignCanvas>
      </main>
    </div>
  );
}
