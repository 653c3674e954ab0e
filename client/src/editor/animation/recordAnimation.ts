import {
  ANIMATION_FRAMERATE,
  RECORDER_MESSAGES,
  recordingFileName,
  recordingSize,
  videoBitrate,
  type AnimationSettings,
} from '@kitchensync/schemas';
import {
  BufferTarget,
  Mp4OutputFormat,
  Output,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
  getFirstEncodableVideoCodec,
} from 'mediabunny';
import { orbitAngle, orbitCameraPosition } from '../../model/animation/orbitCameraPosition';
import type { RecordedFilm } from '../../model/animation/recordingMachine';
import type { FloorBounds } from '../../model/navigation/designBounds';
import { framePerspectiveView } from '../../model/navigation/framePerspectiveView';
import { conversionProgress, conversionShares } from '../../model/animation/conversionProgress';
import { ffmpegLogTime } from '../../model/animation/ffmpegLogTime';
import { gifConversionArgs } from '../../model/animation/gifConversionArgs';
import { PERSPECTIVE_FOV } from '../../scene/viewPoses';
import type { AnimationCanvas } from '../../session/useAnimationCanvas';
import type { FfmpegCoreLocation } from './convertWithFfmpeg';

/** The room an empty design is filmed in: 4 m square about the origin. */
const EMPTY_DESIGN: FloorBounds = { minX: -2, maxX: 2, minZ: -2, maxZ: 2 };

export interface RecordingProgress {
  /** Seconds of film recorded so far. */
  onRecorded(seconds: number): void;
  /** Every frame is recorded; the film is being finished (and converted for a GIF). */
  onCaptured(): void;
  /** How far the film's conversion has come, 0 to 1. */
  onConverting(ratio: number): void;
  /** The conversion is done; the film is about to be shown. */
  onConverted(): void;
}

export interface RecordingRequest {
  canvas: AnimationCanvas;
  settings: AnimationSettings;
  projectName: string;
  date: Date;
  /** True once the person pressed Stop: the film ends with the frames recorded so far. */
  stopRequested(): boolean;
  /** Aborted when the editor is left: everything stops and nothing is kept. */
  signal: AbortSignal;
  progress: RecordingProgress;
  /** Ends the film after this many seconds, as Stop would (tests' short films); the duration otherwise. */
  maxSeconds?: number;
  /** Where FFmpeg's core is loaded from, when not the usual places (a test's broken path). */
  ffmpegCore?: readonly FfmpegCoreLocation[];
}

/** A film to preview, or, when a GIF could not be made, the video downloaded in its place. */
export type RecordingOutcome =
  | { kind: 'film'; film: RecordedFilm }
  | {
      kind: 'fallback';
      format: AnimationSettings['format'];
      blob: Blob;
      fileName: string;
      reason: string;
    };

interface EncodedVideo {
  blob: Blob;
  extension: 'mp4' | 'webm';
  frames: number;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws and encodes the turning design frame by frame: frame i shows the camera turned by
 * `orbitAngle(i)`, stamped at i / 30 s, so the film is smooth and exactly as long as asked whatever
 * each frame costs to draw. H.264 in MP4 through WebCodecs where the browser encodes it, else VP9 or
 * VP8 in WebM (converted to H.264 by FFmpeg for an mp4).
 */
async function encodeTurn(request: RecordingRequest): Promise<EncodedVideo | null> {
  const { canvas, settings, signal } = request;
  // A view just switched to 3D may still be drawing its floor's and finishes' patterns.
  await canvas.picturesReady();
  signal.throwIfAborted();
  const size = recordingSize(settings.resolution, canvas.view());
  const bitrate = videoBitrate(size.width, size.height, settings.format);
  if (typeof VideoEncoder === 'undefined' || typeof VideoFrame === 'undefined') {
    throw new Error(RECORDER_MESSAGES.frameCopierFailed);
  }
  const codec = await getFirstEncodableVideoCodec(['avc', 'vp9', 'vp8'], { ...size, bitrate });
  if (codec === null) throw new Error(RECORDER_MESSAGES.frameCopierFailed);
  const extension = codec === 'avc' ? 'mp4' : 'webm';
  const output = new Output({
    format: extension === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const source = new VideoSampleSource({ codec, bitrate, keyFrameInterval: 1 });
  output.addVideoTrack(source, { frameRate: ANIMATION_FRAMERATE });
  await output.start();

  const framing = framePerspectiveView(
    canvas.bounds ?? EMPTY_DESIGN,
    PERSPECTIVE_FOV,
    size.width / size.height,
  );
  const totalFrames = Math.round(
    Math.min(settings.duration, request.maxSeconds ?? Infinity) * ANIMATION_FRAMERATE,
  );
  const frameMicros = 1_000_000 / ANIMATION_FRAMERATE;
  let recorded = 0;
  const frames = canvas.begin(size);
  try {
    while (recorded < totalFrames && !request.stopRequested()) {
      signal.throwIfAborted();
      const angle = orbitAngle(recorded, settings.speed, settings.direction);
      const drawn = frames.draw({ target: framing.target, position: orbitCameraPosition(framing, angle) });
      // Copied in the task that drew it: the canvas is cleared once the browser has shown it.
      const frame = new VideoFrame(drawn, {
        timestamp: Math.round(recorded * frameMicros),
        duration: Math.round(frameMicros),
      });
      const sample = new VideoSample(frame);
      try {
        await source.add(sample);
      } finally {
        sample.close();
      }
      recorded += 1;
      request.progress.onRecorded(recorded / ANIMATION_FRAMERATE);
      // Lets the page show the frame and the progress between frames.
      await yieldToBrowser();
    }
  } catch (error) {
    await output.cancel();
    throw error;
  } finally {
    frames.end();
  }
  request.progress.onCaptured();
  if (recorded === 0) {
    await output.cancel();
    return null;
  }
  source.close();
  await output.finalize();
  const buffer = output.target.buffer;
  if (buffer === null) return null;
  return { blob: new Blob([buffer], { type: `video/${extension}` }), extension, frames: recorded };
}

/** Records the turning design as the settings ask and hands back the film or the fallback video. */
export async function recordAnimation(request: RecordingRequest): Promise<RecordingOutcome> {
  const { settings, projectName, date, signal } = request;
  const video = await encodeTurn(request);
  if (video === null) {
    return {
      kind: 'film',
      film: {
        blob: null,
        fileName: recordingFileName(projectName, date, settings.format),
        format: settings.format,
      },
    };
  }
  if (settings.format === 'mp4' && video.extension === 'mp4') {
    return {
      kind: 'film',
      film: { blob: video.blob, fileName: recordingFileName(projectName, date, 'mp4'), format: 'mp4' },
    };
  }
  const inputName = `film.${video.extension}`;
  const outputName = settings.format === 'gif' ? 'film.gif' : 'converted.mp4';
  const args =
    settings.format === 'gif'
      ? gifConversionArgs(settings.gifQuality, inputName, outputName)
      : [
          '-i',
          inputName,
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
          '-preset',
          'veryfast',
          '-movflags',
          '+faststart',
          outputName,
        ];
  const shares = conversionShares(settings.format, settings.gifQuality);
  const filmSeconds = video.frames / ANIMATION_FRAMERATE;
  let readSeconds = 0;
  let writtenSeconds = 0;
  let shownPercent = -1;
  const onLog = (line: string) => {
    const time = ffmpegLogTime(line);
    if (time === null) return;
    if (time.kind === 'read') readSeconds = Math.max(readSeconds, time.seconds);
    else writtenSeconds = Math.max(writtenSeconds, time.seconds);
    const progress = conversionProgress(shares, filmSeconds, readSeconds, writtenSeconds);
    // A film logs a few lines per frame: the panel hears of whole percents only.
    const percent = Math.floor(progress * 100);
    if (percent === shownPercent) return;
    shownPercent = percent;
    request.progress.onConverting(progress);
  };
  try {
    // FFmpeg (its worker and its 30 MB core) loads only now, for a conversion.
    const { convertWithFfmpeg } = await import('./convertWithFfmpeg');
    const bytes = await convertWithFfmpeg({
      input: video.blob,
      inputName,
      outputName,
      args,
      onLog,
      signal,
      locations: request.ffmpegCore,
    });
    request.progress.onConverted();
    return {
      kind: 'film',
      film: {
        blob: new Blob([bytes.slice()], { type: settings.format === 'gif' ? 'image/gif' : 'video/mp4' }),
        fileName: recordingFileName(projectName, date, settings.format),
        format: settings.format,
      },
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      kind: 'fallback',
      format: settings.format,
      blob: video.blob,
      fileName: recordingFileName(projectName, date, video.extension, { fallback: true }),
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
