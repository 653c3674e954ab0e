import { RECORDING_LIMITS, type AnimationSettings } from '@kitchensync/schemas';

type AnimationFormat = AnimationSettings['format'];

/** What a finished recording hands the preview: the file, or nothing when no frame was captured. */
export interface RecordedFilm {
  blob: Blob | null;
  fileName: string;
  format: AnimationFormat;
}

/**
 * The recorder's states (spec 000 §4): idle, then recording (progress is the film recorded so far
 * over the chosen duration; Stop asked for or not), then processing (for a GIF, FFmpeg's progress,
 * held at 0.9 until it is done, then 1; null while an mp4 is being finished), then the preview dialog.
 */
export type RecordingState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'recording'; progress: number; stopping: boolean }
  | { phase: 'processing'; progress: number | null }
  | { phase: 'preview'; film: RecordedFilm };

export type RecordingEvent =
  | { type: 'start' }
  | { type: 'recorded'; seconds: number; duration: number }
  | { type: 'stop' }
  | { type: 'captured'; format: AnimationFormat }
  | { type: 'converting'; ratio: number }
  | { type: 'converted' }
  | { type: 'finished'; film: RecordedFilm }
  | { type: 'failed'; message: string }
  | { type: 'closePreview' }
  | { type: 'abandon' };

export const IDLE_RECORDING: RecordingState = { phase: 'idle', error: null };

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));

/** The next state; an event that does not apply to the current state changes nothing. */
export function recordingMachine(state: RecordingState, event: RecordingEvent): RecordingState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'recording', progress: 0, stopping: false } : state;
    case 'recorded':
      return state.phase === 'recording'
        ? { ...state, progress: clamp(event.seconds / event.duration, 1) }
        : state;
    case 'stop':
      return state.phase === 'recording' ? { ...state, stopping: true } : state;
    case 'captured':
      return state.phase === 'recording'
        ? { phase: 'processing', progress: event.format === 'gif' ? 0 : null }
        : state;
    case 'converting':
      return state.phase === 'processing'
        ? { phase: 'processing', progress: clamp(event.ratio, RECORDING_LIMITS.gifConversionProgressCap) }
        : state;
    case 'converted':
      return state.phase === 'processing' ? { phase: 'processing', progress: 1 } : state;
    case 'finished':
      return state.phase === 'recording' || state.phase === 'processing'
        ? { phase: 'preview', film: event.film }
        : state;
    case 'failed':
      return state.phase === 'recording' || state.phase === 'processing'
        ? { phase: 'idle', error: event.message }
        : state;
    case 'closePreview':
      return state.phase === 'preview' ? IDLE_RECORDING : state;
    case 'abandon':
      return IDLE_RECORDING;
  }
}

/** The panel's options cannot change while a film is being recorded or processed. */
export function recordingLocksOptions(state: RecordingState): boolean {
  return state.phase === 'recording' || state.phase === 'processing';
}
