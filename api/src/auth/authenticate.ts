import type { Request, RequestHandler } from 'express';
import type { AuthService } from './AuthService';
import { guestCookie } from './guestCookie';
import { requestAuth } from './requestAuth';

const BEARER = /^Bearer\s+(\S+)$/i;

function presentedToken(req: Request): string | null {
  const header = BEARER.exec(req.get('authorization') ?? '');
  if (header?.[1]) return header[1];
  const cookie: unknown = req.cookies?.[guestCookie.name];
  return typeof cookie === 'string' && cookie !== '' ? cookie : null;
}

/** Never rejects: routes decide whether they need a user, so a bad token just means anonymous. */
export function authenticate(auth: AuthService): RequestHandler {
  return async (req, res, next) => {
    const token = presentedToken(req);
    requestAuth.set(res, token === null ? null : await auth.authenticate(token));
    next();
  };
}
