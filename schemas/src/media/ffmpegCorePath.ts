/**
 * Where the product's own server serves FFmpeg's WebAssembly core (`ffmpeg-core.js` and
 * `ffmpeg-core.wasm` of the installed `@ffmpeg/core`) under a stable name: the second place the
 * client loads it from when the build's own hashed copy cannot be loaded (a tab opened before a
 * release asking for a file the new build no longer has). Never a content network.
 */
export const FFMPEG_CORE_PATH = '/vendor/ffmpeg-core';
