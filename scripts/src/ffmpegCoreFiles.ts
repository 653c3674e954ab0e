import express, { type RequestHandler } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * FFmpeg's single-threaded WebAssembly core from the installed `@ffmpeg/core` (its ES module build,
 * which the converter's module worker imports), served as static files. Resolved from this module so
 * the `npm start` bundle finds the package where npm installed it.
 */
export function ffmpegCoreFiles(): RequestHandler {
  const umdEntry = createRequire(import.meta.url).resolve('@ffmpeg/core');
  const esmFolder = path.join(path.dirname(umdEntry), '..', 'esm');
  return express.static(esmFolder, { index: false, maxAge: '1d', fallthrough: false });
}
