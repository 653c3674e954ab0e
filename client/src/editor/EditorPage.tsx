import { canEdit, parseShareLink, readWalls, SaveResponseSchema } from '@kitchensync/schemas';
import type { RootState } from '@react-three/fiber';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../app/apiClient';
import { usePeers } from '../collab/usePeers';
import { usePublishSelection } from '../collab/usePublishSelection';
import { earlyCollabTicket } from '../collab/earlyCollabTicket';
import { useSaveConnection } from '../collab/useSaveConnection';
import { addWall } from '../doc/wallCommands';
import { usePlacedModels } from '../doc/usePlacedModels';
import { useWalls } from '../doc/useWalls';
import { addIslandWall } from '../doc/islandWallCommands';
import { useIslandWalls } from '../doc/useIslandWalls';
import { IslandWallDrawingTool } from '../scene/IslandWallDrawingTool';
import { useSelection } from '../session/useSelection';
import { useShortcuts } from './shortcuts/useShortcuts';
import { SelectedWallHandles } from './walls/SelectedWallHandles';
import { SelectedWallPanel } from './walls/SelectedWallPanel';
import type { FloorPoint } from '../model/wallGeometry';
import { warmCataloguePictures } from '../scene/cataloguePictures/cataloguePictures';
import { DesignCanvas } from '../scene/DesignCanvas';
import { PlacedModelRenderer } from '../scene/models/PlacedModelRenderer';
import type { ViewMode } from '../scene/ViewMode';
import { ScenePresence } from '../scene/presence/ScenePresence';
import { WallDrawingTool } from '../scene/WallDrawingTool';
import { installTestApi, reportCanvas, reportConnection, reportScene, testApi } from '../testApi/testApi';
import { AccessNotice } from './presence/AccessNotice';
import { PresenceAvatars } from './presence/PresenceAvatars';
import { KitchenLayouts } from './layouts/KitchenLayouts';
import { BillingDialogs } from './billing/BillingDialogs';
import { CatalogueDropNotice } from './catalogue/CatalogueDropNotice';
import { CatalogueDropTarget } from './catalogue/CatalogueDropTarget';
import { CartPanel } from './cart/CartPanel';
import { HistoryPanel } from './history/HistoryPanel';
import { useClientDomain } from './catalogue/useClientDomain';
import { CatalogueSidePanel } from './catalogue/CatalogueSidePanel';
import { EditablePlacedModels } from './models/EditablePlacedModels';
import { SelectedModelPanel } from './models/SelectedModelPanel';
import { usePlacePick } from './catalogue/usePlacePick';
import { ShareSettings } from './ShareSettings';
import { useSaveThumbnail } from './thumbnail/useSaveThumbnail';
import { EditorCommentsButton } from './comments/EditorCommentsButton';
import { UndoRedoButtons } from './undo/UndoRedoButtons';
import { addNote } from '../doc/noteCommands/addNote';
import { useNotes } from '../doc/useNotes';
import { NotePlacingTool } from '../scene/NotePlacingTool';
import { NoteRenderer } from '../scene/NoteRenderer';
import { useEditorTools } from '../session/useEditorTools';
import { FavoritesPanel } from './favorites/FavoritesPanel';
import { EditableNotes } from './notes/EditableNotes';
import { NotePanel } from './notes/NotePanel';
import { SaveCheckpoint } from './save/SaveCheckpoint';
import { ToolsMenu } from './tools/ToolsMenu';
import { PrintMenu } from './print/PrintMenu';
import { useSettings } from '../session/useSettings';
import { useSidePanelWidth } from '../session/useSidePanelWidth';
import { GeneralSettingsPanel } from './settings/GeneralSettingsPanel';
import { SIDE_PANEL_WIDTH_VARIABLE, SidePanelResizeHandle } from './panels/SidePanelResizeHandle';
import { NeedHelpCard } from './tutorials/NeedHelpCard';
import { TutorialPopup } from './tutorials/TutorialPopup';
import { TutorialsMenu } from './tutorials/TutorialsMenu';
import { useDesign } from '../doc/useDesign';
import { finishColor } from '../model/finishes/finishColor';
import { FloorRenderer } from '../scene/FloorRenderer';
import { BacksplashRenderer } from '../scene/BacksplashRenderer';
import { FinishesPanel } from './finishes/FinishesPanel';
import { usePointLights } from '../doc/usePointLights';
import { useLightsTool } from '../session/useLightsTool';
import { useRendersMade } from '../session/useRendersMade';
import { PointLightRenderer } from '../scene/lights/PointLightRenderer';
import { EditableLights } from './lights/EditableLights';
import { LightPanel } from './lights/LightPanel';
import { LightsWizardDialog } from './lights/LightsWizardDialog';
import { BacksplashWizardDialog } from './backsplash/BacksplashWizardDialog';
import { useBacksplashTextures } from './finishes/useBacksplashTextures';
import { useLightsToolsAllowed } from './lights/useLightsToolsAllowed';
import { useBacksplashWizard } from '../session/useBacksplashWizard';
import { useMeasureTool } from '../session/useMeasureTool';
import { MeasurementsLayer } from './measurements/MeasurementsLayer';
import { MeasurementSidePanel } from './measurements/MeasurementSidePanel';
import { useNodes } from '../doc/useNodes';
import { useOpenings } from '../doc/useOpenings';
import { placeOpening } from '../doc/openingCommands/placeOpening';
import { OpeningCommandError } from '../doc/openingCommands/openingCommandError';
import { OpeningRenderer } from '../scene/OpeningRenderer';
import { OpeningPlacingTool } from '../scene/OpeningPlacingTool';
import { OpeningsPanel } from './openings/OpeningsPanel';
import { SidePanelSection } from './panels/SidePanelSection';
import { BrandMark } from '../app/BrandMark';
import {
  Box,
  BrickWall,
  History,
  LayoutDashboard,
  Package,
  Palette,
  Receipt,
  RectangleHorizontal,
  Settings as SettingsIcon,
  Share2,
  Square,
} from 'lucide-react';
import { SelectedOpeningPanel } from './openings/SelectedOpeningPanel';
import { RenderButton } from './render/RenderButton';
import { RenderSceneAccess } from './render/RenderSceneAccess';
import { AnimationButton } from './animation/AnimationButton';
import { AnimationRecorder } from './animation/AnimationRecorder';
import { headerStatus } from '../model/connection/headerStatus';

// The hook hands out the live document and editor internals, so only test and development builds
// carry it; a production build drops it as dead code.
if (import.meta.env.DEV || import.meta.env.MODE === 'test') installTestApi();

export function EditorPage() {
  const { saveId } = useParams();
  const save = useQuery({
    queryKey: ['save', saveId],
    queryFn: () => apiRequest(`/saves/${saveId}`, SaveResponseSchema),
    enabled: saveId !== undefined,
  });
  const live = useSaveConnection(save.isSuccess ? saveId : undefined);
  // A ticket asked for as the page started is this visit's only (see earlyCollabTicket).
  useEffect(() => () => earlyCollabTicket.discard(), []);
  const doc = live.connection?.doc ?? null;
  const walls = useWalls(doc);
  const models = usePlacedModels(doc);
  const islandWalls = useIslandWalls(doc);
  const notes = useNotes(doc);
  const lights = usePointLights(doc);
  const rendersMade = useRendersMade((state) => state.made);
  const tutorialLights = useMemo(
    () => lights.map((light) => ({ id: light.id, intensity: light.intensity, height: light.y })),
    [lights],
  );
  const design = useDesign(doc);
  const countertopColor = design.countertop === null ? null : finishColor(design.countertop.app);
  const backsplashTextureId = design.backsplash?.textureId ?? null;
  const backsplashTextures = useBacksplashTextures(backsplashTextureId !== null);
  const backsplashTexture =
    backsplashTextures.data?.find((texture) => texture.id === backsplashTextureId) ?? null;
  const placingNote = useEditorTools((state) => state.placingNote);
  const measurementCount = useNodes(doc, 'measurement').length;
  const openings = useOpenings(doc);
  const [openingRefusal, setOpeningRefusal] = useState<string | null>(null);
  const placingOpening = useEditorTools((state) => state.placingOpening);
  const [islandDrawing, setIslandDrawing] = useState(false);
  const awareness = live.connection?.provider.awareness ?? null;
  const peers = usePeers(awareness);
  usePublishSelection(live.connection?.presence ?? null);
  const [viewMode, setViewMode] = useState<ViewMode>('top');
  // The view the camera has arrived in; the top view's tools wait for it.
  const [settledView, setSettledView] = useState<ViewMode>('top');
  const sceneView: ViewMode = viewMode === 'top' && settledView === 'top' ? 'top' : 'perspective';
  const { settings, loaded: settingsLoaded, save: saveSettings, error: settingsError } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const sidePanelWidth = useSidePanelWidth((state) => state.width);
  const unit = settings.measurementUnits;
  const lightsAllowed = useLightsToolsAllowed();
  const [drawing, setDrawing] = useState(false);
  const [drawStep, setDrawStep] = useState<'start' | 'end'>('start');
  const [canvasReady, setCanvasReady] = useState(false);
  // Tests place the pointer by the plan's camera: ready only once it has fitted the opened design.
  const [planFitted, setPlanFitted] = useState(false);
  const onOpeningFit = useCallback(() => {
    testApi.planFitted = true;
    setPlanFitted(true);
  }, []);
  useEffect(
    () => () => {
      testApi.planFitted = false;
    },
    [],
  );
  // Ready means drawn as it will stay: the person's settings applied and the camera arrived.
  const sceneReady = canvasReady && settingsLoaded && viewMode === settledView;
  const placing = usePlacePick(live.connection, walls);

  const role = live.role ?? save.data?.role ?? null;
  const editable = role !== null && canEdit(role) && !live.accessLost && live.permissionDenied === null;
  const headerWords = headerStatus({
    editable,
    connection: live.status,
    everSynced: live.synced,
    saveState: live.saveState,
  });
  useSaveThumbnail(saveId, doc, live.saveState, editable);
  const clientDomain = useClientDomain();
  // Read once per visit, as the person opened the link (the owner made it with or without conf=true).
  const [confidentialLink] = useState(
    () => parseShareLink(window.location.origin, window.location.href)?.conf === true,
  );
  const measuring = useMeasureTool((state) => state.measuring) && editable;
  const pickingBacksplashWalls = useBacksplashWizard((state) => state.open && state.picking) && editable;
  const pickedBacksplashWalls = useBacksplashWizard((state) => state.picked);
  const backsplashWallPick = useMemo(
    () =>
      pickingBacksplashWalls
        ? { picked: new Set(pickedBacksplashWalls), toggle: useBacksplashWizard.getState().togglePicked }
        : null,
    [pickingBacksplashWalls, pickedBacksplashWalls],
  );
  const placingLights = useLightsTool((state) => state.placingLights);
  // No tool takes the design's clicks: a click selects what it lands on.
  const toolIdle =
    !drawing &&
    !islandDrawing &&
    !placingNote &&
    !measuring &&
    !placingLights &&
    !pickingBacksplashWalls &&
    placingOpening === null;
  // Esc ends a tool first (what it just made stays selected); otherwise it clears the selection.
  useShortcuts({ clearSelection: toolIdle ? useSelection.getState().clear : undefined });
  // Measuring happens on the plan: turning the tool on brings the top view (adjusted while
  // rendering, as React advises for state following other state).
  const [measuringSeen, setMeasuringSeen] = useState(measuring);
  if (measuring !== measuringSeen) {
    setMeasuringSeen(measuring);
    if (measuring) setViewMode('top');
  }
  // The Backsplash wizard's Custom walls are picked on the plan (spec 002 §5: "in orthographic view").
  const [pickingSeen, setPickingSeen] = useState(pickingBacksplashWalls);
  if (pickingBacksplashWalls !== pickingSeen) {
    setPickingSeen(pickingBacksplashWalls);
    if (pickingBacksplashWalls) setViewMode('top');
  }

  useEffect(() => {
    testApi.role = role;
    testApi.synced = live.synced;
    testApi.doc = doc;
    testApi.viewMode = settledView;
    testApi.permissionDenied = live.permissionDenied;
    testApi.saveState = live.saveState;
    testApi.ready = live.synced && sceneReady && planFitted;
  }, [role, live.synced, live.permissionDenied, live.saveState, doc, settledView, sceneReady, planFitted]);

  useEffect(() => reportConnection(live.connection), [live.connection]);

  // The catalogue's pictures get their renderer ready at idle once the design is shown to someone
  // who can place models, so the first panel opened need not wait for it.
  const editorShown = live.synced && sceneReady && planFitted;
  useEffect(() => {
    if (editorShown && editable) warmCataloguePictures();
  }, [editorShown, editable]);

  // The selected item's panel comes into view wherever the side panel was scrolled to.
  const inspector = useRef<HTMLDivElement>(null);
  const selectedIds = useSelection((state) => state.selectedIds);
  useEffect(() => {
    if (selectedIds.length > 0) inspector.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedIds]);

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
      const thickness = settings.wallDefaultDepth;
      return addWall(liveDoc, localOrigin, start, end, connectTo, connectEndTo, thickness)?.id ?? null;
    },
    [live.connection, settings.wallDefaultDepth],
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
    useMeasureTool.getState().stopMeasuring();
    setDrawing(false);
    setIslandDrawing(false);
    setDrawStep('start');
  }, []);
  const stopPlacingNote = useCallback(() => useEditorTools.getState().stopPlacingNote(), []);
  const stopPlacingOpening = useCallback(() => useEditorTools.getState().stopPlacingOpening(), []);
  const placeOpeningOnWall = useCallback(
    (wallId: string, alongWall: number) => {
      const catalogOpening = useEditorTools.getState().placingOpening;
      if (live.connection === null || catalogOpening === null) return;
      try {
        const id = placeOpening(live.connection.doc, live.connection.localOrigin, {
          catalogOpening,
          wallId,
          alongWall,
          unit,
        });
        setOpeningRefusal(null);
        useSelection.getState().select([id]);
      } catch (error) {
        if (!(error instanceof OpeningCommandError)) throw error;
        setOpeningRefusal(error.message);
      }
      useEditorTools.getState().stopPlacingOpening();
    },
    [live.connection, unit],
  );
  const placeNote = useCallback(
    (at: FloorPoint) => {
      if (live.connection === null) return;
      const note = addNote(live.connection.doc, live.connection.localOrigin, at);
      useSelection.getState().select([note.id]);
      useEditorTools.getState().stopPlacingNote();
    },
    [live.connection],
  );

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
    stopPlacingNote();
    useMeasureTool.getState().stopMeasuring();
    stopPlacingOpening();
    setViewMode('top');
    setIslandDrawing(false);
    setDrawing(true);
    setDrawStep('start');
  };
  const startIslandDrawing = () => {
    stopPlacingNote();
    useMeasureTool.getState().stopMeasuring();
    stopPlacingOpening();
    setViewMode('top');
    setDrawing(false);
    setIslandDrawing(true);
    setDrawStep('start');
  };

  return (
    <div className="editor" style={{ [SIDE_PANEL_WIDTH_VARIABLE]: `${sidePanelWidth}px` } as CSSProperties}>
      <header className="toolbar">
        <Link to="/" className="brand" title="Back to your designs">
          <BrandMark />
          <span className="brand-name">KitchenSync</span>
        </Link>
        <span className="filename">{save.data.save.filename || 'Untitled Save'}</span>
        <span className="toolbar-divider" aria-hidden="true" />
        <div className="view-toggle" role="group" aria-label="View">
          <button
            type="button"
            aria-pressed={viewMode === 'top'}
            onClick={() => setViewMode('top')}
            title="2D plan"
          >
            <Square size={16} aria-hidden="true" />
            2D
          </button>
          <button
            type="button"
            aria-pressed={viewMode === 'perspective'}
            title="3D view"
            onClick={() => {
              stopDrawing();
              setViewMode('perspective');
            }}
          >
            <Box size={16} aria-hidden="true" />
            3D
          </button>
        </div>
        <RenderButton
          view={settledView}
          onShowPerspective={() => {
            stopDrawing();
            setViewMode('perspective');
          }}
          lightCount={lights.length}
          projectName={save.data.save.filename}
          settings={settings}
          tutorialsAvailable={editable}
          lightsWizardAvailable={editable && lightsAllowed}
          keepInSaveId={editable ? save.data.save.id : null}
        />
        {editable && (
          <button
            type="button"
            aria-pressed={drawing}
            onClick={drawing ? stopDrawing : startDrawing}
            title="Solid Wall: click to start, click to end; Enter disconnects, Esc ends"
          >
            <BrickWall size={16} aria-hidden="true" />
            <span className="toolbar-label">Solid Wall</span>
          </button>
        )}
        {editable && live.connection && <UndoRedoButtons history={live.connection.undoHistory} />}
        {editable && <ToolsMenu onStopDrawing={stopDrawing} />}
        {editable && <TutorialsMenu />}
        <AnimationButton />
        <PrintMenu
          walls={walls}
          islandWalls={islandWalls}
          models={models}
          openings={openings}
          design={design}
          unit={unit}
          projectName={save.data.save.filename}
          presentation={{
            saveId: save.data.save.id,
            designName: save.data.save.filename,
            models: models,
            walls: walls,
            openings: openings,
            design: design,
            unit: unit,
            editable: editable,
            role: role,
            confidential: confidentialLink,
            clientDomainCart: clientDomain.data?.settings.cart ?? null,
          }}
        />
        {!editable && <span className="badge">View only</span>}
        <button
          type="button"
          className="settings-button"
          aria-label="Settings"
          title="General Settings"
          aria-pressed={settingsOpen}
          onClick={() => setSettingsOpen(!settingsOpen)}
        >
          <SettingsIcon size={16} aria-hidden="true" />
        </button>
        <PresenceAvatars peers={peers} />
        {/* Connection and save state stay together at the toolbar's end, on one line. */}
        <div className="toolbar-status">
          {headerWords.connection !== null && (
            <span className={`status status-${live.status}`} role="status">
              {headerWords.connection}
            </span>
          )}
          {headerWords.saving !== null && (
            <span className={`save-state save-state-${live.saveState}`} aria-live="polite">
              {headerWords.saving}
            </span>
          )}
          {editable && <SaveCheckpoint saveId={save.data.save.id} saveState={live.saveState} />}
        </div>
      </header>
      <aside className="side-panel" aria-label="Design panel">
        <AccessNotice role={role} />
        {!editable && <p>You can only view this design. Changes made by its editors appear here live.</p>}
        {live.accessLost && (
          <p className="error" role="alert">
            You no longer have access to this save.
          </p>
        )}
        {live.error && <p className="error">{live.error}</p>}
        {/* The inspector: what the current tool asks for and the selected item's panel, scrolled into view. */}
        <div className="inspector" ref={inspector}>
          {islandDrawing && (
            <p className="hint">
              {drawStep === 'start'
                ? 'Click to start an island wall.'
                : 'Click to end the island wall. Esc ends.'}
            </p>
          )}
          {editable && placingNote && (
            <p className="hint">Click in the design to place a note. Esc cancels.</p>
          )}
          {editable && placingOpening && (
            <p className="hint" role="status">
              Please click on a wall to place {placingOpening.name}
            </p>
          )}
          {editable && openingRefusal && (
            <p className="error" role="alert">
              {openingRefusal}
            </p>
          )}
          {drawing && (
            <p className="hint">
              {drawStep === 'start'
                ? 'Click to start a wall.'
                : 'Click to end the wall. Enter disconnects, Esc ends drawing.'}
            </p>
          )}
          <SelectedWallPanel
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            walls={walls}
            islandWalls={islandWalls}
            unit={unit}
            editable={editable}
          />
          <SelectedModelPanel
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            models={models}
            unit={unit}
            editable={editable}
          />
          <MeasurementSidePanel
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            unit={unit}
            editable={editable}
          />
          <SelectedOpeningPanel
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            openings={openings}
            walls={walls}
            models={models}
            unit={unit}
            editable={editable}
          />
          <NotePanel
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            notes={notes}
            editable={editable}
          />
          <LightPanel
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            lights={lights}
            unit={unit}
            editable={editable}
          />
          {editable && lightsAllowed && live.connection && (
            <LightsWizardDialog
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              walls={walls}
              islandWalls={islandWalls}
              models={models}
              lights={lights}
              unit={unit}
              designStyle={design.style}
            />
          )}
          {editable && live.connection && (
            <BacksplashWizardDialog
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              walls={walls}
              models={models}
              unit={unit}
            />
          )}
          {editable && <FavoritesPanel onPick={placing.place} />}
          {editable && placing.refusal && (
            <p className="error" role="alert">
              {placing.refusal}
            </p>
          )}
        </div>
        <SidePanelSection title="Floor plan" icon={<LayoutDashboard size={14} aria-hidden="true" />}>
          {editable && (
            // In the side panel, not the toolbar: a wider toolbar wraps at 640 px and resizes the canvas.
            <button
              type="button"
              aria-pressed={islandDrawing}
              onClick={islandDrawing ? stopDrawing : startIslandDrawing}
            >
              <RectangleHorizontal size={16} aria-hidden="true" />
              Island Wall
            </button>
          )}
          <p className="hint">
            {walls.length} {walls.length === 1 ? 'wall' : 'walls'}
          </p>
          {editable && (
            <KitchenLayouts
              doc={doc}
              origin={live.connection?.localOrigin ?? null}
              unit={unit}
              wallThickness={settings.wallDefaultDepth}
            />
          )}
          {editable && <OpeningsPanel />}
        </SidePanelSection>
        {editable && (
          <SidePanelSection title="Catalogue" icon={<Package size={14} aria-hidden="true" />}>
            <CatalogueSidePanel
              onPick={placing.place}
              restyle={
                live.connection && { doc: live.connection.doc, origin: live.connection.localOrigin, models }
              }
            />
          </SidePanelSection>
        )}
        {editable && live.connection && (
          <SidePanelSection title="Finishes" icon={<Palette size={14} aria-hidden="true" />}>
            <FinishesPanel doc={live.connection.doc} origin={live.connection.localOrigin} />
          </SidePanelSection>
        )}
        {clientDomain.data?.settings.cart !== 'none' && (
          <SidePanelSection title="Price list" icon={<Receipt size={14} aria-hidden="true" />}>
            <CartPanel
              doc={doc}
              origin={live.connection?.localOrigin ?? null}
              models={models}
              walls={walls}
              openings={openings}
              design={design}
              designName={save.data.save.filename}
              unit={unit}
              editable={editable}
              role={role}
              confidential={confidentialLink}
              clientDomainCart={clientDomain.data?.settings.cart ?? null}
            />
          </SidePanelSection>
        )}
        <SidePanelSection title="History" icon={<History size={14} aria-hidden="true" />}>
          <HistoryPanel
            saveId={save.data.save.id}
            showPrices={
              clientDomain.data?.settings.cart !== 'none' && !(confidentialLink && role === 'viewer')
            }
          />
        </SidePanelSection>
        {editable && (
          <SidePanelSection title="Share and comments" icon={<Share2 size={14} aria-hidden="true" />}>
            <ShareSettings save={save.data.save} role={role} />
            <EditorCommentsButton save={save.data.save} />
          </SidePanelSection>
        )}
        {editable && <NeedHelpCard />}
      </aside>
      <SidePanelResizeHandle />
      <main className="viewport">
        {editable && (
          <TutorialPopup
            observation={{
              tool: drawing
                ? 'wall'
                : islandDrawing
                  ? 'islandWall'
                  : measuring
                    ? 'measure'
                    : placingLights
                      ? 'lights'
                      : 'select',
              drawStep,
              view: settledView,
              wallCount: walls.length,
              islandWallCount: islandWalls.length,
              measurementCount,
              lights: tutorialLights,
              rendersMade,
            }}
          />
        )}
        <AnimationRecorder
          projectName={save.data.save.filename}
          viewMode={settledView}
          onShowPerspective={() => setViewMode('perspective')}
        />
        {settingsOpen && (
          <GeneralSettingsPanel
            settings={settings}
            error={settingsError}
            onChange={saveSettings}
            onClose={() => setSettingsOpen(false)}
          />
        )}
        <DesignCanvas
          viewMode={viewMode}
          sceneView={sceneView}
          settings={settings}
          onViewSettled={setSettledView}
          walls={walls}
          islandWalls={islandWalls}
          openings={openings}
          models={models}
          designOpened={live.synced}
          onOpeningFit={onOpeningFit}
          selectable={editable && toolIdle}
          wallPick={backsplashWallPick}
          onCreated={onCreated}
          onFrame={onFrame}
        >
          {editable && live.connection !== null ? (
            <EditablePlacedModels
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              models={models}
              viewMode={sceneView}
              selectable={toolIdle}
              designHandle={design.handle}
              countertopColor={countertopColor}
              countertop={design.countertop}
            />
          ) : (
            <PlacedModelRenderer
              models={models}
              viewMode={sceneView}
              designHandle={design.handle}
              countertopColor={countertopColor}
              countertop={design.countertop}
            />
          )}
          <FloorRenderer walls={walls} flooring={design.flooring} viewMode={sceneView} />
          <BacksplashRenderer
            walls={walls}
            models={models}
            openings={openings}
            backsplash={design.backsplash}
            texture={backsplashTexture}
            viewMode={sceneView}
          />
          <MeasurementsLayer
            doc={doc}
            origin={live.connection?.localOrigin ?? null}
            editable={editable && live.connection !== null}
            walls={walls}
            models={models}
            unit={unit}
            viewMode={sceneView}
            shown={settings.measurements}
            selectable={editable && (toolIdle || measuring)}
          />
          {editable && live.connection !== null ? (
            <EditableNotes
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              notes={notes}
              viewMode={sceneView}
              selectable={toolIdle}
            />
          ) : (
            <NoteRenderer notes={notes} />
          )}
          {editable && live.connection !== null ? (
            <EditableLights
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              lights={lights}
              viewMode={sceneView}
              selectable={toolIdle || placingLights}
            />
          ) : (
            <PointLightRenderer lights={lights} viewMode={sceneView} />
          )}
          {editable && placingNote && <NotePlacingTool onPlace={placeNote} onDone={stopPlacingNote} />}
          <OpeningRenderer
            openings={openings}
            walls={walls}
            viewMode={sceneView}
            selectable={editable && toolIdle}
          />
          {editable && placingOpening !== null && (
            <OpeningPlacingTool walls={walls} onPlace={placeOpeningOnWall} onDone={stopPlacingOpening} />
          )}
          {drawing && editable && sceneView === 'top' && (
            <WallDrawingTool
              walls={walls}
              unit={unit}
              onDrawWall={drawWall}
              onStepChange={setDrawStep}
              onDone={stopDrawing}
            />
          )}
          {editable && live.connection !== null && sceneView === 'top' && !drawing && !islandDrawing && (
            <SelectedWallHandles
              doc={live.connection.doc}
              origin={live.connection.localOrigin}
              walls={walls}
            />
          )}
          {islandDrawing && editable && sceneView === 'top' && (
            <IslandWallDrawingTool
              onDrawIslandWall={drawIslandWall}
              onStepChange={setDrawStep}
              onDone={stopDrawing}
            />
          )}
          {editable && live.connection !== null && (
            <CatalogueDropTarget doc={live.connection.doc} onPlace={placing.place} />
          )}
          <RenderSceneAccess />
          {live.connection && awareness && (
            <ScenePresence
              awareness={awareness}
              presence={live.connection.presence}
              peers={peers}
              viewMode={sceneView}
              onFollowView={setViewMode}
            />
          )}
        </DesignCanvas>
        {editable && <CatalogueDropNotice />}
      </main>
      {editable && <BillingDialogs />}
    </div>
  );
}
