import { API_ERRORS } from '@kitchensync/schemas';
import type { RequestHandler } from 'express';
import { ERROR_STATUS } from './errorStatus';
import { sendError } from './sendError';

/** Answers unknown /api routes in JSON so they never fall through to the client's HTML. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  const code = 'request/not_found';
  sendError(res, ERROR_STATUS[code], code, API_ERRORS[code]);
};
