import {
  ANIMATION_DURATIONS_S,
  ANIMATION_SPEEDS,
  GifQualitySchema,
  RECORDER_MESSAGES,
  recordingSize,
  type AnimationResolution,
  type AnimationSettings,
} from '@kitchensync/schemas';
import { Circle, Square, X } from 'lucide-react';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import {
  IDLE_RECORDING,
  recordingLocksOptions,
  recordingMachine,
} from '../../model/animation/recordingMachine';
import { openTaskRecord, takeTaskRecords, type TaskRecord } from '../../model/animation/taskRecords';
import type { ViewMode } from '../../scene/ViewMode';
import { useAnimationCanvas } from '../../session/useAnimationCanvas';
import { useSelection } from '../../session/useSelection';
import { downloadFile } from '../output/downloadFile';
import { AnimationPreviewDialog } from './AnimationPreviewDialog';
import type { FfmpegCoreLocation } from './convertWithFfmpeg';
import { useAnimationPanel } from './useAnimationPanel';
import './animation.css';

const RESOLUTION_NAMES: Readonly<Record<AnimationResolution, string>> = {
  720: '720p (1280 × 720)',
  1080: '1080p (1920 × 1080)',
  // Films stop at 1920 on the long side (spec 000 section 9): say what this one will be.
  1440: '1440p (capped: 1920 × 1080)',
  1920: 'Max (view’s shape, up to 1920)',
};
const RESOLUTIONS = [720, 1080, 1440, 1920] as const;
const GIF_QUALITY_NAMES = { fast: 'Fast', medium: 'Medium', high: 'High' } as const;

/**
 * Test and development builds take `?animationCore=/some/path/` as the only place FFmpeg's core is
 * loaded from, so a test can make the conversion fail for real (a path that serves no core).
 */
function ffmpegCoreOverride(): FfmpegCoreLocation[] | undefined {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return undefined;
  const base = new URLSearchParams(window.location.search).get('animationCore');
  if (base === null) return undefined;
  return [{ coreURL: `${base}ffmpeg-core.js`, wasmURL: `${base}ffmpeg-core.wasm` }];
}

/**
 * Test and development builds take `?animationSeconds=2` to end every film after that many seconds,
 * as Stop would, so browser tests record short films on a slow machine.
 */
function filmSecondsOverride(): number | undefined {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return undefined;
  const seconds = Number(new URLSearchParams(window.location.search).get('animationSeconds'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function taskRecordStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface AnimationRecorderProps {
  /** The design's name, which the file is named after. */
  projectName: string;
  /** The view the design is shown in now: films are made in 3D. */
  viewMode: ViewMode;
  /** Asks the editor for the 3D view. */
  onShowPerspective(): void;
}

/**
 * The Animation panel (toolbar identifier animation, spec 000 §2–4): the film's choices, Record,
 * progress and Stop while recording, progress while processing, then the preview dialog; and the
 * crash notes of a recording the page did not live to finish, shown once on the next visit.
 */
export function AnimationRecorder({ projectName, viewMode, onShowPerspective }: AnimationRecorderProps) {
  const id = useId();
  const open = useAnimationPanel((state) => state.open);
  const settings = useAnimationPanel((state) => state.settings);
  const { change, close } = useAnimationPanel.getState();
  const [state, dispatch] = useReducer(recordingMachine, IDLE_RECORDING);
  const [waitingForView, setWaitingForView] = useState(false);
  const [fallbackNotice, setFallbackNotice] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [crashNotes, setCrashNotes] = useState<TaskRecord[]>(() => {
    const storage = taskRecordStorage();
    return storage === null ? [] : takeTaskRecords(storage);
  });
  const stopRequested = useRef(false);
  const running = useRef<AbortController | null>(null);
  const locked = recordingLocksOptions(state) || waitingForView;

  // Leaving the editor stops the turn and forgets the film.
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const record = useCallback(
    async (chosen: AnimationSettings) => {
      const canvas = useAnimationCanvas.getState().canvas;
      if (canvas === null) {
        dispatch({ type: 'start' });
        dispatch({ type: 'failed', message: RECORDER_MESSAGES.canvasNotFound });
        return;
      }
      // A film shows the design as a customer sees it: nothing selected (green).
      useSelection.getState().clear();
      const controller = new AbortController();
      running.current = controller;
      stopRequested.current = false;
      setFallbackNotice(null);
      dispatch({ type: 'start' });
      const storage = taskRecordStorage();
      const startedAt = new Date();
      const size = recordingSize(chosen.resolution, canvas.view());
      const closeRecord =
        storage === null
          ? () => {}
          : openTaskRecord(
              storage,
              {
                task: 'animation',
                startedAt: startedAt.toISOString(),
                message: `The ${chosen.duration} s ${chosen.format.toUpperCase()} animation (${size.width} × ${size.height}) started at ${startedAt.toLocaleTimeString()} did not finish: the page was closed or stopped working while it was being made.`,
              },
              String(startedAt.getTime()),
            );
      try {
        // Lets React draw the cleared selection before the first frame.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const { recordAnimation } = await import('./recordAnimation');
        const outcome = await recordAnimation({
          canvas,
          settings: chosen,
          projectName,
          date: startedAt,
          stopRequested: () => stopRequested.current,
          signal: controller.signal,
          progress: {
            onRecorded: (seconds) => dispatch({ type: 'recorded', seconds, duration: chosen.duration }),
            onCaptured: () => dispatch({ type: 'captured', format: chosen.format }),
            onConverting: (ratio) => dispatch({ type: 'converting', ratio }),
            onConverted: () => dispatch({ type: 'converted' }),
          },
          ffmpegCore: ffmpegCoreOverride(),
          maxSeconds: filmSecondsOverride(),
        });
        if (outcome.kind === 'film') {
          const blob = outcome.film.blob;
          setPreviewUrl(blob !== null && blob.size > 0 ? URL.createObjectURL(blob) : null);
          dispatch({ type: 'finished', film: outcome.film });
        } else {
          const notice =
            outcome.format === 'gif'
              ? RECORDER_MESSAGES.gifFallback
              : 'The MP4 conversion failed. The video has been downloaded instead.';
          await downloadFile(outcome.fileName, outcome.blob);
          setFallbackNotice(notice);
          dispatch({ type: 'failed', message: outcome.reason });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        closeRecord();
        if (running.current === controller) running.current = null;
      }
    },
    [projectName, dispatch, setPreviewUrl, setFallbackNotice],
  );

  // Films are made in 3D: Record in the plan asks for the 3D view and starts once it has arrived.
  useEffect(() => {
    if (!waitingForView || viewMode !== 'perspective') return;
    const timer = setTimeout(() => {
      setWaitingForView(false);
      void record(useAnimationPanel.getState().settings);
    }, 0);
    return () => clearTimeout(timer);
  }, [waitingForView, viewMode, record]);
  // Leaving the 3D view mid-film ends the film there, as Stop does.
  useEffect(() => {
    if (viewMode !== 'perspective') stopRequested.current = true;
  }, [viewMode]);

  const startRecording = () => {
    if (viewMode === 'perspective') {
      void record(settings);
      return;
    }
    setWaitingForView(true);
    onShowPerspective();
  };
  const stop = () => {
    stopRequested.current = true;
    dispatch({ type: 'stop' });
  };

  const percent = (ratio: number) => Math.round(ratio * 100);

  return (
    <>
      {crashNotes.length > 0 && (
        <div className="animation-crash-notes" role="alert">
          {crashNotes.map((note) => (
            <p key={`${note.startedAt}${note.message}`}>{note.message}</p>
          ))}
          <button type="button" onClick={() => setCrashNotes([])}>
            Dismiss
          </button>
        </div>
      )}
      {open && (
        <section className="animation-panel" aria-label="Animation">
          <header>
            <h2>Animation</h2>
            <button type="button" aria-label="Close Animation" disabled={locked} onClick={close}>
              <X size={16} aria-hidden="true" />
            </button>
          </header>
          <fieldset className="animation-options" disabled={locked}>
            <fieldset className="animation-choice">
              <legend>Speed</legend>
              {ANIMATION_SPEEDS.map((speed) => (
                <label key={speed}>
                  <input
                    type="radio"
                    name={`${id}-speed`}
                    checked={settings.speed === speed}
                    onChange={() => change({ speed })}
                  />
                  {speed}×
                </label>
              ))}
            </fieldset>
            <fieldset className="animation-choice">
              <legend>Direction</legend>
              {(['cw', 'ccw'] as const).map((direction) => (
                <label key={direction}>
                  <input
                    type="radio"
                    name={`${id}-direction`}
                    checked={settings.direction === direction}
                    onChange={() => change({ direction })}
                  />
                  {direction === 'cw' ? 'Clockwise' : 'Counter-clockwise'}
                </label>
              ))}
            </fieldset>
            <fieldset className="animation-choice">
              <legend>Format</legend>
              {(['mp4', 'gif'] as const).map((format) => (
                <label key={format}>
                  <input
                    type="radio"
                    name={`${id}-format`}
                    checked={settings.format === format}
                    onChange={() => change({ format })}
                  />
                  {format.toUpperCase()}
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${id}-duration`}>Duration</label>
            <select
              id={`${id}-duration`}
              value={settings.duration}
              onChange={(event) => {
                const duration = ANIMATION_DURATIONS_S.find(
                  (option) => String(option) === event.target.value,
                );
                if (duration !== undefined) change({ duration });
              }}
            >
              {ANIMATION_DURATIONS_S.map((duration) => (
                <option key={duration} value={duration}>
                  {duration} s
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-resolution`}>Resolution</label>
            <select
              id={`${id}-resolution`}
              value={settings.resolution}
              onChange={(event) => {
                const resolution = RESOLUTIONS.find((option) => String(option) === event.target.value);
                if (resolution !== undefined) change({ resolution });
              }}
            >
              {RESOLUTIONS.map((resolution) => (
                <option key={resolution} value={resolution}>
                  {RESOLUTION_NAMES[resolution]}
                </option>
              ))}
            </select>
            {settings.format === 'gif' && (
              <>
                <label htmlFor={`${id}-gif-quality`}>GIF quality</label>
                <select
                  id={`${id}-gif-quality`}
                  value={settings.gifQuality}
                  onChange={(event) => {
                    const quality = GifQualitySchema.safeParse(event.target.value);
                    if (quality.success) change({ gifQuality: quality.data });
                  }}
                >
                  {GifQualitySchema.options.map((quality) => (
                    <option key={quality} value={quality}>
                      {GIF_QUALITY_NAMES[quality]}
                    </option>
                  ))}
                </select>
              </>
            )}
          </fieldset>
          {state.phase === 'recording' ? (
            <div className="animation-status">
              <p>
                {state.stopping ? 'Stopping…' : 'Recording…'}{' '}
                {(state.progress * settings.duration).toFixed(1)} s of {settings.duration} s
              </p>
              <progress aria-label="Recording" max={100} value={percent(state.progress)} />
              <button type="button" onClick={stop} disabled={state.stopping}>
                <Square size={14} aria-hidden="true" />
                Stop
              </button>
            </div>
          ) : state.phase === 'processing' ? (
            <div className="animation-status">
              <p>
                {settings.format === 'gif' && state.progress !== null
                  ? `Making the GIF… ${percent(state.progress)}%`
                  : 'Finishing the video…'}
              </p>
              {state.progress !== null ? (
                <progress aria-label="Processing" max={100} value={percent(state.progress)} />
              ) : (
                <progress aria-label="Processing" />
              )}
            </div>
          ) : (
            <button
              type="button"
              className="button-primary"
              disabled={waitingForView}
              onClick={startRecording}
            >
              <Circle size={14} aria-hidden="true" />
              {waitingForView ? 'Opening the 3D view…' : 'Record'}
            </button>
          )}
          {fallbackNotice !== null && (
            <p className="error" role="alert">
              {fallbackNotice}
            </p>
          )}
          {state.phase === 'idle' && state.error !== null && fallbackNotice === null && (
            <p className="error" role="alert">
              {state.error}
            </p>
          )}
        </section>
      )}
      {state.phase === 'preview' && (
        <AnimationPreviewDialog
          film={state.film}
          url={previewUrl}
          onClose={() => {
            if (previewUrl !== null) URL.revokeObjectURL(previewUrl);
            setPreviewUrl(null);
            dispatch({ type: 'closePreview' });
          }}
        />
      )}
    </>
  );
}
