import {
  API_CALLS,
  API_ERRORS,
  ApiErrorBodySchema,
  apiErrorStatus,
  isApiErrorCode,
  type ApiCallName,
  type ApiErrorCode,
} from '@kitchensync/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiReply } from '../testing/apiClient';
import { AUTHORISATION_MATRIX } from './authorisationMatrix';
import { buildAuthorisationWorld, type AuthorisationWorld } from './authorisationWorld';
import { badBodies, badParams, badQueries, takesBody, type BadInputCase } from './badInputCases';
import { fillPath } from './fillPath';
import type { SignedInActor } from './matrixActors';
import { storeSnapshot } from './storeSnapshot';

/** Calls only admins may make; every other call is sent as the owner of the world's save and folder. */
const ADMIN_CALLS = new Set<ApiCallName>(['putClientDomain', 'accountStanding', 'updatePrice']);

/**
 * What is wrong with a reply to a bad request, or null: a 4xx catalogue error, as the catalogue
 * states it, and the case's own code where it names one.
 */
function refusalProblem(reply: ApiReply, expectedCode?: ApiErrorCode): string | null {
  if (reply.status < 400 || reply.status >= 500) return `status ${reply.status}`;
  const parsed = ApiErrorBodySchema.safeParse(reply.body);
  if (!parsed.success) return `no {error:{code,message}} body: ${JSON.stringify(reply.body)}`;
  const { code, message } = parsed.data.error;
  if (expectedCode !== undefined && code !== expectedCode) return `code ${code}, not ${expectedCode}`;
  if (!isApiErrorCode(code)) return `code ${code} is not in the catalogue`;
  if (message !== API_ERRORS[code]) return `message of ${code} is not the catalogue's`;
  if (apiErrorStatus(code) !== reply.status)
    return `status ${reply.status} but ${code} is ${apiErrorStatus(code)}`;
  return null;
}

describe('bad input on every route', { timeout: 20_000 }, () => {
  let world: AuthorisationWorld;

  beforeAll(async () => {
    world = await buildAuthorisationWorld();
  }, 60_000);

  it("snapshots the stores it compares: the saves, users, sessions and the designs' log all have rows", () => {
    const snapshot = storeSnapshot(world.dataDir);
    for (const table of ['api.sqlite:saves', 'api.sqlite:users', 'api.sqlite:sessions']) {
      expect(snapshot[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(Object.keys(snapshot).some((table) => table.startsWith('collab.sqlite:'))).toBe(true);
  });

  afterAll(async () => {
    await world?.close();
  });

  async function send(
    name: ApiCallName,
    token: string | undefined,
    bad: BadInputCase,
    valid: {
      params?: Record<string, string>;
      body?: unknown;
    },
  ): Promise<ApiReply> {
    const { method, path } = API_CALLS[name];
    const query = bad.rawQuery === undefined ? '' : `?${bad.rawQuery}`;
    const url = `${world.api.baseUrl}${fillPath(path, bad.params ?? valid.params, bad.rawParams)}${query}`;
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const body =
      bad.rawBody ??
      (bad.body !== undefined
        ? JSON.stringify(bad.body)
        : valid.body === undefined
          ? undefined
          : JSON.stringify(valid.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Left as text: refusalProblem reports a body that is no JSON error.
    }
    return { status: response.status, body: parsed, setCookies: [] };
  }

  // API_CALLS is what /api/docs is built from; the OpenAPI test proves the router serves exactly these.
  for (const name of Object.keys(API_CALLS) as ApiCallName[]) {
    const call = API_CALLS[name];
    const hasParams = call.path.includes(':');
    const queries = badQueries(call);
    if (!takesBody(call) && !hasParams && queries.length === 0) continue;
    it(`${name} (${call.method} ${call.path}) refuses every bad body, path and query with a catalogue 4xx (or reads past an odd query), logged in or not, and changes nothing`, async () => {
      const actor: SignedInActor = ADMIN_CALLS.has(name) ? 'admin' : 'coworkerEditor';
      const valid = await AUTHORISATION_MATRIX[name].request(world, actor);
      const token = valid.token ?? (actor === 'admin' ? world.people.admin.token : world.owner.token);
      const cases = [
        ...(takesBody(call) ? badBodies(call, name, (valid.body ?? {}) as Record<string, unknown>) : []),
        ...(hasParams ? badParams(call, name, valid.params ?? {}) : []),
        ...queries,
      ];
      expect(cases.length).toBeGreaterThan(0);
      const before = storeSnapshot(world.dataDir);
      const unexpected = world.api.loggedEvents.length;
      const problems: string[] = [];
      for (const [caller, callerToken] of [
        ['logged in', token],
        ['anonymous', undefined],
      ] as const) {
        for (const bad of cases) {
          const reply = await send(name, callerToken, bad, valid);
          if (bad.mayIgnore && reply.status < 300) continue;
          const problem = refusalProblem(reply, bad.code);
          if (problem) problems.push(`${caller}, ${bad.name}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(world.api.loggedEvents.slice(unexpected).map((event) => event.event)).toEqual([]);
      expect(storeSnapshot(world.dataDir)).toEqual(before);
    });
  }
});
