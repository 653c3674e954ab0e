import { SAVE_FILE_LIMITS } from '@kitchensync/schemas';
import express, { Router, type ErrorRequestHandler } from 'express';
import { ApiError } from '../http/ApiError';

/**
 * An imported file travels as a JSON string, where escaping can double its size; the save-file
 * reader then holds the text itself to the real limit, so this one only keeps a request bounded.
 */
const IMPORT_BODY_LIMIT = 2 * SAVE_FILE_LIMITS.maxBytes + 64 * 1024;

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large'
  );
}

/** A body over the limit is the spec's "too large" import error, not a generic invalid request. */
const tooLargeAsSaveFileError: ErrorRequestHandler = (error, _req, _res, next) => {
  next(isTooLarge(error) ? new ApiError('saveFile/tooLarge') : error);
};

/**
 * The body parser of the import route, mounted before the api's small default one: that one skips a
 * body already parsed here.
 */
export function importBodyParser(): Router {
  const router = Router();
  router.use(express.json({ limit: IMPORT_BODY_LIMIT }));
  router.use(tooLargeAsSaveFileError);
  return router;
}
