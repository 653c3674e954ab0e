import { SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH } from '@kitchensync/schemas';
import express, { Router } from 'express';

/** The largest thumbnail's data URL and its JSON around it; the schema holds the picture to its limits. */
export const THUMBNAIL_BODY_LIMIT = SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH + 4 * 1024;

/**
 * The body parser of the thumbnail route, mounted before the api's small default one (which skips a
 * body already parsed): a 200 KB picture is about 270 KB as base64.
 */
export function thumbnailBodyParser(): Router {
  const router = Router();
  router.use(express.json({ limit: THUMBNAIL_BODY_LIMIT }));
  return router;
}
