import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers for every answer (helmet). In development Vite injects inline scripts for hot
 * reload, so the content security policy is left to production, where the built client loads only
 * its own files. WebSockets to this host are allowed by 'self'.
 */
export function securityHeaders(mode: 'production' | 'development'): RequestHandler {
  if (mode === 'development') return helmet({ contentSecurityPolicy: false });
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // The 3D scene and previews draw from blob: and data: URLs made in the page.
        'img-src': ["'self'", 'data:', 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        // Renders and PDFs print from a hidden iframe showing the file's object URL.
        'frame-src': ["'self'", 'blob:'],
        // The animation preview plays the recorded mp4 from its object URL.
        'media-src': ["'self'", 'blob:'],
        // The animation recorder's FFmpeg is WebAssembly, which compiling needs; no script eval.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
      },
    },
  });
}
