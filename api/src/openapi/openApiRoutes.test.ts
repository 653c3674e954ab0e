import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_CALLS, GuestLoginResponseSchema, type ApiCall } from '@kitchensync/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import type { OpenApiDocument } from './buildOpenApiDocument';

/**
 * Calls of the registry that no route serves yet (issue 5 is being built). The list may only shrink:
 * the test fails when a listed call gets a route, so it cannot go stale.
 */
const NOT_YET_SERVED = new Set<string>([]);

/** One entry of express's routing table (`router.listRoutes()`, router 2.3): a route, or a mounted router. */
interface ListedRoute {
  path: string | RegExp;
  methods: string[] | undefined;
  router: RoutingTable | undefined;
}
interface RoutingTable {
  listRoutes(): ListedRoute[];
}

/** Every `METHOD /path` the router serves, mounted routers followed, as API_CALLS writes them. */
function servedRoutes(table: RoutingTable, prefix = ''): string[] {
  return table.listRoutes().flatMap((entry) => {
    const path = `${prefix}${String(entry.path)}`.replace(/\/+$/, '');
    if (entry.router) return servedRoutes(entry.router, path);
    // HEAD is express's own answer to every GET.
    return (entry.methods ?? []).filter((method) => method !== 'HEAD').map((method) => `${method} ${path}`);
  });
}

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

  it('registers every route the api serves, so the document describes the whole surface', async () => {
    const registered = new Set(
      Object.values(API_CALLS).map((call: ApiCall) => `${call.method} ${call.path}`),
    );
    const served = servedRoutes(api.router as unknown as RoutingTable).filter(
      // The document itself is not a call of the api.
      (route) => !route.includes(' /docs'),
    );
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !registered.has(route))).toEqual([]);
  });

  it("describes reads' query parameters and the 201 of calls that create, as the routes answer", async () => {
    const document = (await (await fetch(`${api.baseUrl}/docs/openapi.json`)).json()) as OpenApiDocument;
    const parameters = (path: string) =>
      ((document.paths[path]?.get as { parameters?: { name: string; in: string }[] }).parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
    expect(parameters('/api/saves')).toEqual(['sort', 'order', 'search']);
    expect(parameters('/api/catalogue/models')).toEqual(['type', 'subcategory', 'style', 'accountId']);
    expect(parameters('/api/catalogue/textures')).toEqual(['category']);

    const created = document.paths['/api/saves']?.post as { responses: Record<string, unknown> };
    expect(Object.keys(created.responses)).toEqual(['201', 'default']);
    const guest = await fetch(`${api.baseUrl}/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'openapi@example.com' }),
    });
    const { data } = GuestLoginResponseSchema.parse(await guest.json());
    if (!('auth' in data)) throw new Error('the guest login did not authenticate');
    const save = await fetch(`${api.baseUrl}/saves`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.auth.token}` },
      body: '{}',
    });
    expect(save.status).toBe(201);
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
