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
        // The PDF Preview popup shows, and the print frame prints, a PDF made in the page.
        'frame-src': ["'self'", 'blob:'],
      },
    },
  });
}
