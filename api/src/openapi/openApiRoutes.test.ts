import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_CALLS, type ApiCall } from '@kitchensync/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import type { OpenApiDocument } from './buildOpenApiDocument';

/**
 * Calls of the registry that no route serves yet (issue 5 is being built). The list may only shrink:
 * the test fails when a listed call gets a route, so it cannot go stale.
 */
const NOT_YET_SERVED = new Set<string>([]);

describe('the OpenAPI document', () => {
  let dataDir: string;
  let api: TestApi;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-openapi-'));
    api = await startTestApi(dataDir, new TextEncoder().encode('openapi-test-secret-of-32-bytes!'));
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document with one operation per call of the registry', async () => {
    const response = await fetch(`${api.baseUrl}/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(Object.keys(API_CALLS).length);
    const restore = document.paths['/api/saves/{saveId}/history/restore']?.post as {
      parameters: { name: string }[];
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(restore.parameters.map((parameter) => parameter.name)).toEqual(['saveId']);
    expect(restore.requestBody.content['application/json'].schema.required).toEqual(['seq']);
  });

  it('is browsable at /api/docs', async () => {
    const response = await fetch(`${api.baseUrl}/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('swagger-ui');
  });

  it('lists only calls the api serves, apart from the ones still being built', async () => {
    const served: string[] = [];
    for (const [name, call] of Object.entries(API_CALLS) as [string, ApiCall][]) {
      const url = `${api.baseUrl}${call.path.replace(/:(\w+)/g, 'unknown_$1')}`;
      const response = await fetch(url, {
        method: call.method,
        headers: { 'content-type': 'application/json' },
        body: call.method === 'GET' ? undefined : '{}',
      });
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (body?.error?.code !== 'request/not_found') served.push(name);
    }
    const expected = Object.keys(API_CALLS).filter((name) => !NOT_YET_SERVED.has(name));
    expect(served.sort()).toEqual(expected.sort());
  });
});
