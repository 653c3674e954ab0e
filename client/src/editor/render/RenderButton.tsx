import type { Settings } from '@kitchensync/schemas';
import { pathTracingRoute } from '../../model/render/pathTracingSupport';
import { Camera } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  cheaperRenderAttempt,
  firstRenderAttempt,
  type RenderAttempt,
} from '../../model/render/renderAttempts';
import { renderFileName } from '../../model/render/renderFileName';
import { RENDER_ERROR_MESSAGE } from '../../model/render/renderMessages';
import { renderWarnings } from '../../model/render/renderWarning';
import { tutorialProgressStorage } from '../../model/tutorials/tutorialProgressStorage';
import type { ViewMode } from '../../scene/ViewMode';
import { useRendersMade } from '../../session/useRendersMade';
import { ImagePreviewPopup, type PreviewImage } from '../output/ImagePreviewPopup';
import { keepRender } from '../presentation/keepRender';
import { loadWatermarkImage } from '../output/watermarkImage';
import { useLightsWizard } from '../../session/useLightsWizard';
import { useTutorials } from '../tutorials/useTutorials';
import { isMobileDevice } from './isMobileDevice';
import { RenderErrorPopup } from './RenderErrorPopup';
import { webglCapabilities } from './webglCapabilities';
import { RenderProgressPopup } from './RenderProgressPopup';
import { RenderWarningPopup } from './RenderWarningPopup';
import { runRender, type RenderReport } from './runRender';
import { useRenderScene } from './useRenderScene';
import './render.css';

export const FRAME_THE_SHOT_HINT =
  'Position the camera for your shot in the 3D view, then click Render again.';

export interface RenderButtonProps {
  /** The view the camera has settled in: a render needs the 3D (perspective) view. */
  view: ViewMode;
  /** Switches the camera to the 3D view (spec 001 section 4, "Camera"). */
  onShowPerspective(): void;
  lightCount: number;
  projectName: string;
  settings: Settings;
  /** Whether the person has the tutorials (an editor): only then is the tutorial offered. */
  tutorialsAvailable: boolean;
  /** Whether the person may use the Lights Wizard (an editor, not on a client domain). */
  lightsWizardAvailable: boolean;
  /** The save an editor's renders are kept with (issue 16 item 9); null for a viewer, who only downloads. */
  keepInSaveId: string | null;
}

const KEEPING_NOTE = 'Keeping this render with the design…';
const KEPT_NOTE = 'Kept with this design: Presentation in the Print menu lists it.';

/** Renders of this visit, newest last, for the Image Preview popup's Print All and Download All. */
const KEPT_RENDERS = 8;

/**
 * The toolbar's Render action and its flow (spec 001 section 4): the 3D view first, then the
 * Warning popup when it applies, then the stages with their progress, a cheaper retry after a
 * failure, and the Image Preview popup. Anyone who can open the design can render it; nothing
 * is written to the design.
 */
export function RenderButton({
  view,
  onShowPerspective,
  lightCount,
  projectName,
  settings,
  tutorialsAvailable,
  lightsWizardAvailable,
  keepInSaveId,
}: RenderButtonProps) {
  const queryClient = useQueryClient();
  const [keeping, setKeeping] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<readonly string[]>([]);
  const [report, setReport] = useState<RenderReport | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [images, setImages] = useState<readonly PreviewImage[]>([]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const finishNow = useRef(false);
  const renderTutorialCompleted = useTutorials((state) => state.progress.renderTutorial);
  const running = report !== null;

  const render = async () => {
    const get = useRenderScene.getState().get;
    if (get === null) return;
    const mobile = isMobileDevice();
    const upscale = mobile ? settings.renderUpscaleMobile : settings.renderUpscaleDesktop;
    let attempt: RenderAttempt | null = firstRenderAttempt(
      settings.renderMethod,
      upscale,
      settings.renderSamples,
    );
    const route = attempt.method === 'pathTraced' ? pathTracingRoute(webglCapabilities(get().gl)) : null;
    if (route?.pathTrace === false) attempt = { ...attempt, method: 'rasterised' };
    setNote(route?.note ?? null);
    finishNow.current = false;
    setRetrying(false);
    setFailed(false);
    setReport({ stage: 'initializing', done: 0 });
    try {
      const watermark = await loadWatermarkImage();
      while (attempt !== null) {
        try {
          const blob = await runRender({
            get,
            attempt,
            watermark,
            multipleImportanceSampling: route?.pathTrace === true && route.multipleImportanceSampling,
            finishNow: () => finishNow.current,
            onReport: setReport,
          });
          const name = renderFileName(projectName, { mobile, now: new Date() });
          setImages((kept) => [...kept, { id: crypto.randomUUID(), name, blob }].slice(-KEPT_RENDERS));
          setPreviewOpen(true);
          useRendersMade.getState().add();
          if (keepInSaveId !== null) keep(keepInSaveId, blob, name);
          return;
        } catch (error) {
          console.error('render failed', attempt, error);
          attempt = cheaperRenderAttempt(attempt);
          setRetrying(true);
        }
      }
      setFailed(true);
    } catch (error) {
      console.error('render could not start', error);
      setFailed(true);
    } finally {
      setReport(null);
    }
  };

  /** Keeps the render with the save for the presentation; the picture is in the preview whatever happens. */
  const keep = (saveId: string, blob: Blob, name: string) => {
    setKeeping(KEEPING_NOTE);
    keepRender(saveId, blob, name, queryClient).then(
      () => setKeeping(KEPT_NOTE),
      (error: unknown) =>
        setKeeping(
          `Not kept with the design (${error instanceof Error ? error.message : String(error)}). Download it to keep it.`,
        ),
    );
  };

  const onClick = () => {
    if (running) return;
    if (view !== 'perspective') {
      onShowPerspective();
      setHint(FRAME_THE_SHOT_HINT);
      return;
    }
    setHint(null);
    const shown = renderWarnings({
      lightCount,
      tutorialMode: settings.tutorialMode && tutorialsAvailable,
      renderTutorialCompleted,
    });
    if (shown.length > 0) setWarnings(shown);
    else void render();
  };

  /** Rendering past the first-render offer declines the tutorial: it is offered once, and stays in the Tutorials list. */
  const declineTutorial = () => {
    if (renderTutorialCompleted || !settings.tutorialMode) return;
    try {
      useTutorials.setState({
        progress: tutorialProgressStorage.mark(window.localStorage, 'renderTutorial', true),
      });
    } catch {
      // A browser refusing storage offers the tutorial again next time; the render goes ahead.
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={running}
        aria-busy={running}
        title="Render a picture of the 3D view"
      >
        <Camera size={16} aria-hidden="true" />
        <span className="toolbar-label">Render</span>
      </button>
      {hint && (
        <p className="render-hint" role="status">
          {hint}
          <button type="button" className="link-button" onClick={() => setHint(null)}>
            Dismiss
          </button>
        </p>
      )}
      <RenderWarningPopup
        warnings={warnings}
        tutorialOffered={tutorialsAvailable}
        lightsWizardOffered={lightsWizardAvailable && lightCount === 0}
        onLightsWizard={() => {
          setWarnings([]);
          declineTutorial();
          // The new lights reach the 3D scene with React's next commit; the render starts after it is drawn.
          useLightsWizard.getState().start(() => {
            requestAnimationFrame(() => requestAnimationFrame(() => void render()));
          });
        }}
        onTutorial={() => {
          setWarnings([]);
          useTutorials.getState().start('render');
        }}
        onRender={() => {
          setWarnings([]);
          declineTutorial();
          void render();
        }}
        onDismiss={() => setWarnings([])}
      />
      <RenderProgressPopup
        report={report}
        retrying={retrying}
        note={note}
        onFinishNow={() => {
          finishNow.current = true;
        }}
      />
      <RenderErrorPopup open={failed} message={RENDER_ERROR_MESSAGE} onClose={() => setFailed(false)} />
      <ImagePreviewPopup
        images={images}
        open={previewOpen}
        note={keeping}
        onClose={() => setPreviewOpen(false)}
      />
    </>
  );
}
