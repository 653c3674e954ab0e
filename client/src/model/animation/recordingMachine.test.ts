import { describe, expect, it } from 'vitest';
import {
  IDLE_RECORDING,
  recordingLocksOptions,
  recordingMachine,
  type RecordedFilm,
  type RecordingEvent,
  type RecordingState,
} from './recordingMachine';

const film: RecordedFilm = { blob: new Blob(['x']), fileName: 'a.gif', format: 'gif' };
const run = (events: RecordingEvent[], from: RecordingState = IDLE_RECORDING) =>
  events.reduce(recordingMachine, from);

describe('recordingMachine', () => {
  it('goes idle → recording → processing → preview → idle for a GIF', () => {
    let state = run([{ type: 'start' }]);
    expect(state).toEqual({ phase: 'recording', progress: 0, stopping: false });
    state = run([{ type: 'recorded', seconds: 2.5, duration: 10 }], state);
    expect(state).toEqual({ phase: 'recording', progress: 0.25, stopping: false });
    state = run([{ type: 'captured', format: 'gif' }], state);
    expect(state).toEqual({ phase: 'processing', progress: 0 });
    state = run([{ type: 'converting', ratio: 0.5 }], state);
    expect(state).toEqual({ phase: 'processing', progress: 0.5 });
    state = run([{ type: 'finished', film }], state);
    expect(state).toEqual({ phase: 'preview', film });
    expect(run([{ type: 'closePreview' }], state)).toEqual(IDLE_RECORDING);
  });

  it('holds GIF conversion progress at 0.9 until it is done, then shows 1', () => {
    const processing = run([{ type: 'start' }, { type: 'captured', format: 'gif' }]);
    expect(run([{ type: 'converting', ratio: 0.42 }], processing)).toEqual({
      phase: 'processing',
      progress: 0.42,
    });
    const state = run([{ type: 'converting', ratio: 1 }], processing);
    expect(state).toEqual({ phase: 'processing', progress: 0.9 });
    expect(run([{ type: 'converting', ratio: Number.NaN }], state)).toEqual({
      phase: 'processing',
      progress: 0,
    });
    expect(run([{ type: 'converted' }], state)).toEqual({ phase: 'processing', progress: 1 });
    expect(run([{ type: 'converted' }])).toBe(IDLE_RECORDING);
  });

  it('has no conversion progress for an mp4', () => {
    expect(run([{ type: 'start' }, { type: 'captured', format: 'mp4' }])).toEqual({
      phase: 'processing',
      progress: null,
    });
  });

  it('caps recording progress at the whole duration', () => {
    expect(run([{ type: 'start' }, { type: 'recorded', seconds: 12, duration: 10 }])).toMatchObject({
      progress: 1,
    });
  });

  it('keeps recording after Stop until the frames so far are captured', () => {
    const stopping = run([{ type: 'start' }, { type: 'stop' }]);
    expect(stopping).toEqual({ phase: 'recording', progress: 0, stopping: true });
    expect(run([{ type: 'captured', format: 'mp4' }], stopping).phase).toBe('processing');
  });

  it('returns to idle with the message when recording or processing fails', () => {
    expect(run([{ type: 'start' }, { type: 'failed', message: 'Three.js canvas not found' }])).toEqual({
      phase: 'idle',
      error: 'Three.js canvas not found',
    });
    expect(
      run([{ type: 'start' }, { type: 'captured', format: 'gif' }, { type: 'failed', message: 'x' }]),
    ).toEqual({ phase: 'idle', error: 'x' });
  });

  it('ignores events that do not belong to the current state', () => {
    expect(run([{ type: 'stop' }])).toBe(IDLE_RECORDING);
    expect(run([{ type: 'converting', ratio: 0.3 }])).toBe(IDLE_RECORDING);
    expect(run([{ type: 'finished', film }])).toBe(IDLE_RECORDING);
    const recording = run([{ type: 'start' }]);
    expect(run([{ type: 'start' }], recording)).toBe(recording);
    expect(run([{ type: 'closePreview' }], recording)).toBe(recording);
  });

  it('forgets everything when the editor is left', () => {
    expect(run([{ type: 'start' }, { type: 'abandon' }])).toEqual(IDLE_RECORDING);
  });

  it('locks the options only while recording and processing', () => {
    expect(recordingLocksOptions(IDLE_RECORDING)).toBe(false);
    expect(recordingLocksOptions(run([{ type: 'start' }]))).toBe(true);
    expect(recordingLocksOptions(run([{ type: 'start' }, { type: 'captured', format: 'gif' }]))).toBe(true);
    expect(recordingLocksOptions({ phase: 'preview', film })).toBe(false);
  });
});
