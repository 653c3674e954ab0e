import { API_ERRORS, apiErrorStatus } from '@kitchensync/schemas';
import type { RequestHandler } from 'express';
import { sendError } from './sendError';

/** Answers unknown /api routes in JSON so they never fall through to the client's HTML. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  const code = 'request/not_found';
  sendError(res, apiErrorStatus(code), code, API_ERRORS[code]);
};
