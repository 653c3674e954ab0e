import coreScriptUrl from '@ffmpeg/core?url';
import coreWasmUrl from '@ffmpeg/core/wasm?url';
import { FFmpeg } from '@ffmpeg/ffmpeg';
import { fetchFile } from '@ffmpeg/util';
import { FFMPEG_CORE_PATH } from '@kitchensync/schemas';

/** Where FFmpeg's WebAssembly core is loaded from: its script and its binary. */
export interface FfmpegCoreLocation {
  coreURL: string;
  wasmURL: string;
}

/**
 * The core's two homes on our own server, tried in turn: the build's hashed copy (cached for good),
 * then the stable path the server serves from the installed package (`FFMPEG_CORE_PATH`). Both
 * single-threaded, so no cross-origin isolation is needed.
 */
export const FFMPEG_CORE_LOCATIONS: readonly FfmpegCoreLocation[] = [
  { coreURL: coreScriptUrl, wasmURL: coreWasmUrl },
  { coreURL: `${FFMPEG_CORE_PATH}/ffmpeg-core.js`, wasmURL: `${FFMPEG_CORE_PATH}/ffmpeg-core.wasm` },
];

async function loadFfmpeg(locations: readonly FfmpegCoreLocation[], signal: AbortSignal): Promise<FFmpeg> {
  const failures: string[] = [];
  for (const location of locations) {
    const ffmpeg = new FFmpeg();
    try {
      await ffmpeg.load(location, { signal });
      return ffmpeg;
    } catch (error) {
      ffmpeg.terminate();
      if (signal.aborted) throw error;
      failures.push(`${location.coreURL}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`FFmpeg could not be loaded (${failures.join('; ')})`);
}

export interface FfmpegConversion {
  input: Blob;
  inputName: string;
  outputName: string;
  /** FFmpeg's command line after `ffmpeg`. */
  args: string[];
  /**
   * Each line FFmpeg logs. Its own progress event is the written time over the input's length,
   * which stands still while palettegen reads the whole film; the log also tells what was read.
   */
  onLog(line: string): void;
  signal: AbortSignal;
  locations?: readonly FfmpegCoreLocation[];
}

/**
 * Runs one FFmpeg command over `input` in the browser (FFmpeg's WebAssembly build in a worker of
 * its own) and returns the file it wrote. The worker is ended afterwards, whatever happened, so its
 * memory (the film and FFmpeg's heap) goes with it.
 */
export async function convertWithFfmpeg({
  input,
  inputName,
  outputName,
  args,
  onLog,
  signal,
  locations = FFMPEG_CORE_LOCATIONS,
}: FfmpegConversion): Promise<Uint8Array> {
  const ffmpeg = await loadFfmpeg(locations, signal);
  try {
    ffmpeg.on('log', ({ message }) => onLog(message));
    await ffmpeg.writeFile(inputName, await fetchFile(input), { signal });
    const exitCode = await ffmpeg.exec(args, -1, { signal });
    if (exitCode !== 0) throw new Error(`FFmpeg stopped with exit code ${exitCode}`);
    const output = await ffmpeg.readFile(outputName, 'binary', { signal });
    if (typeof output === 'string' || output.byteLength === 0) throw new Error('FFmpeg wrote an empty file');
    return output;
  } finally {
    ffmpeg.terminate();
  }
}
