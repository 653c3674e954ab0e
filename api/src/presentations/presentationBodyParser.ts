import { PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH } from '@kitchensync/schemas';
import express, { Router, type ErrorRequestHandler } from 'express';
import { ApiError } from '../http/ApiError';

/** The largest picture's data URL and its JSON around it (kind and name). */
export const PRESENTATION_BODY_LIMIT = PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH + 4 * 1024;

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large'
  );
}

/** A body over the limit is a picture over its size limit, which the person is told in those words. */
const tooLargeAsPictureError: ErrorRequestHandler = (error, _req, _res, next) => {
  next(isTooLarge(error) ? new ApiError('presentationImage/too_large') : error);
};

/**
 * The body parser of the upload route, mounted before the api's small default one (which skips a body
 * already parsed): a 10 MB picture is about 13.4 MB as base64.
 */
export function presentationBodyParser(): Router {
  const router = Router();
  router.use(express.json({ limit: PRESENTATION_BODY_LIMIT }));
  router.use(tooLargeAsPictureError);
  return router;
}
