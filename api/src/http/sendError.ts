import type { ApiErrorBody } from '@kitchensync/schemas';
import type { Response } from 'express';

export function sendError(res: Response, status: number, code: string, message: string): void {
  const body: ApiErrorBody = { error: { code, message } };
  res.status(status).json(body);
}
