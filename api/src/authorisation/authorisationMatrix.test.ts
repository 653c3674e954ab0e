import { API_CALLS, API_ERRORS, ApiErrorBodySchema, type ApiCallName } from '@kitchensync/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORISATION_MATRIX } from './authorisationMatrix';
import { fillPath } from './fillPath';
import { buildAuthorisationWorld, type AuthorisationWorld } from './authorisationWorld';
import { MATRIX_ACTORS } from './matrixActors';

describe('authorisation matrix', { timeout: 20_000 }, () => {
  let world: AuthorisationWorld;

  beforeAll(async () => {
    world = await buildAuthorisationWorld();
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

  it('has a row for every call in API_CALLS and none besides', () => {
    expect(Object.keys(AUTHORISATION_MATRIX).sort()).toEqual(Object.keys(API_CALLS).sort());
  });

  for (const name of Object.keys(AUTHORISATION_MATRIX) as ApiCallName[]) {
    const row = AUTHORISATION_MATRIX[name];
    const { method, path } = API_CALLS[name];
    describe(`${name} (${method} ${path}): ${row.rule}`, () => {
      for (const actor of MATRIX_ACTORS) {
        const cell = row.expected[actor];
        it(`${actor} → ${cell.status}${cell.code ? ` ${cell.code}` : ''}`, async () => {
          const request = await row.request(world, actor);
          const reply = await world.call(fillPath(path, request.params), {
            method,
            body: request.body,
            token: request.token ?? world.token(actor),
            cookie: request.cookie,
          });
          expect({ status: reply.status, body: cell.code ? reply.body : undefined }).toEqual({
            status: cell.status,
            body: cell.code ? { error: { code: cell.code, message: API_ERRORS[cell.code] } } : undefined,
          });
          if (cell.code) expect(ApiErrorBodySchema.safeParse(reply.body).success).toBe(true);
          // Allowed calls answer the registered shape (export, the thumbnail and kept pictures answer a file).
          else if (name !== 'exportSave' && name !== 'readSaveThumbnail' && name !== 'readPresentationImage')
            expect(API_CALLS[name].response.safeParse(reply.body).error).toBeUndefined();
        });
      }
    });
  }
});
