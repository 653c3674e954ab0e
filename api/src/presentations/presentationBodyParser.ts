import {
  PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH,
  PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH,
  type ApiErrorCode,
} from '@kitchensync/schemas';
import express, { Router, type ErrorRequestHandler } from 'express';
import { ApiError } from '../http/ApiError';

/** Room for the JSON around the largest file's data URL (its kind and name). */
const JSON_AROUND = 4 * 1024;

/** The upload body limit of the largest picture's data URL. */
export const PRESENTATION_BODY_LIMIT = PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH + JSON_AROUND;

/** The upload body limit of the largest kept presentation PDF's data URL. */
export const PRINTED_PRESENTATION_BODY_LIMIT = PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH + JSON_AROUND;

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large'
  );
}

/**
 * The body parser of an upload route, mounted before the api's small default one (which skips a body
 * already parsed): a 10 MB picture is about 13.4 MB as base64. A body over the limit is a file over
 * its size limit, which the person is told in those words (`tooLarge`).
 */
export function presentationBodyParser(
  limit = PRESENTATION_BODY_LIMIT,
  tooLarge: ApiErrorCode = 'presentationImage/too_large',
): Router {
  const tooLargeAsFileError: ErrorRequestHandler = (error, _req, _res, next) => {
    next(isTooLarge(error) ? new ApiError(tooLarge) : error);
  };
  const router = Router();
  router.use(express.json({ limit }));
  router.use(tooLargeAsFileError);
  return router;
}
