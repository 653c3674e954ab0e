import type { Request } from 'express';
import type { AttemptContext } from './AuthService';
import { deviceCookie } from './deviceCookie';

/** The client address (as express sees it under the app's `trust proxy`) and the device cookie. */
export function attemptContext(req: Request): AttemptContext {
  const device: unknown = req.cookies?.[deviceCookie.name];
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    deviceToken: typeof device === 'string' && device.length >= 32 && device.length <= 64 ? device : null,
  };
}
