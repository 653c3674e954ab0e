import type { AuthUser } from '@kitchensync/schemas';
import type { Response } from 'express';
import { ApiError } from '../http/ApiError';
import type { Authentication } from './Authentication';

// res.locals is untyped; these accessors are the only code that touches this key.
const KEY = 'authentication';

/** Typed access to the authentication that the authenticate middleware attached to a response. */
export const requestAuth = {
  set(res: Response, authentication: Authentication | null): void {
    res.locals[KEY] = authentication;
  },
  get(res: Response): Authentication | null {
    return (res.locals[KEY] as Authentication | null | undefined) ?? null;
  },
  user(res: Response): AuthUser | null {
    return requestAuth.get(res)?.user ?? null;
  },
  require(res: Response): Authentication {
    const authentication = requestAuth.get(res);
    if (!authentication) throw new ApiError('auth/required');
    return authentication;
  },
  requireUser(res: Response): AuthUser {
    const user = requestAuth.user(res);
    if (!user) throw new ApiError('auth/required');
    return user;
  },
};
