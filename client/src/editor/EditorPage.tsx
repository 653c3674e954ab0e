import { canEdit, readWalls, SaveResponseSchema } from '@kitchensync/schemas';
import type { RootState } from '@react-three/fiber';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../app/apiClient';
import { useSaveConnection } from '../collab/useSaveConnection';
import { addWall } from '../doc/wallCommands';
import { useWalls } from '../doc/useWalls';
import type { FloorPoint } from '../model/wallGeometry';
import { DesignCanvas } from '../scene/DesignCanvas';
import type { ViewMode } from '../scene/ViewMode';
import { WallDrawingTool } from '../scene/WallDrawingTool';
import { installTestApi, reportScene, testApi } from '../testApi/testApi';
import type { CataloguePick } from '../model/catalogue/CataloguePick';
import { CatalogueSidePanel } from './catalogue/CatalogueSidePanel';
import { ShareSettings } from './ShareSettings';

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
  const [viewMode, setViewMode] = useState<ViewMode>('top');
  const [drawing, setDrawing] = useState(false);
  const [drawStep, setDrawStep] = useState<'start' | 'end'>('start');
  const [canvasReady, setCanvasReady] = useState(false);
  // Until the placement command is connected, a pick is only recorded, never placed.
  const [lastPick, setLastPick] = useState<CataloguePick | null>(null);

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

  const onCreated = useCallback((state: RootState) => {
    // Read when asked, not when the canvas was made: the canvas may exist before the save's document.
    reportScene(state.scene, () => (testApi.doc === null ? [] : readWalls(testApi.doc)));
    setCanvasReady(true);
  }, []);
  const onFrame = useCallback(() => {
    testApi.frames += 1;
  }, []);

  const drawWall = useCallback(
    (start: FloorPoint, end: FloorPoint, connectTo: string | null) => {
      if (live.connection === null) return null;
      return addWall(live.connection.doc, live.connection.localOrigin, start, end, connectTo)?.id ?? null;
    },
    [live.connection],
  );
  const stopDrawing = useCallback(() => {
    setDrawing(false);
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
    setDrawing(true);
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
        {!editable && <span className="badge">View only</span>}
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
        {!editable && <p>You can only view this design. Changes made by its editors appear here live.</p>}
        {live.accessLost && <p className="error">You no longer have access to this save.</p>}
        {live.error && <p className="error">{live.error}</p>}
        {editable && <ShareSettings save={save.data.save} />}
        {editable && <CatalogueSidePanel onPick={setLastPick} />}
        {editable && lastPick && (
          <p className="catalogue-selected" role="status">
            Selected: {lastPick.model.name}
          </p>
        )}
      </aside>
      <main className="viewport">
        <DesignCanvas viewMode={viewMode} walls={walls} onCreated={onCreated} onFrame={onFrame}>
          {drawing && editable && viewMode === 'top' && (
            <WallDrawingTool onDrawWall={drawWall} onStepChange={setDrawStep} onDone={stopDrawing} />
          )}
        </DesignCanvas>
      </main>
    </div>
  );
}
