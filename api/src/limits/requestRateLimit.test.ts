import { API_ERRORS, ApiErrorBodySchema } from '@kitchensync/schemas';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('request-limit-secret-request-limit-secret');
const REDIS_URL = 'redis://127.0.0.1:6379';

/** A local port nothing listens on: bound, read, and let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('request rate limit', () => {
  const dirs: ReturnType<typeof tempDir>[] = [];
  const apis: TestApi[] = [];

  async function start(options: Parameters<typeof startTestApi>[2]): Promise<TestApi> {
    const dir = tempDir('api-request-limit');
    dirs.push(dir);
    const api = await startTestApi(dir.path, SECRET, options);
    apis.push(api);
    return api;
  }

  beforeEach(() => {
    dirs.length = 0;
    apis.length = 0;
  });

  afterEach(async () => {
    for (const api of apis) await api.close();
    for (const dir of dirs) dir.remove();
  });

  it('answers 429 request/too_many with Retry-After past the limit of an address, before the call runs', async () => {
    const api = await start({ requestLimit: { points: 3, durationSeconds: 60 } });
    const call = apiClient(api.baseUrl);
    for (let request = 0; request < 3; request += 1) expect((await call('/plans')).status).toBe(200);

    const refused = await fetch(`${api.baseUrl}/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com' }),
    });

    expect(refused.status).toBe(429);
    expect(ApiErrorBodySchema.parse(await refused.json()).error).toEqual({
      code: 'request/too_many',
      message: API_ERRORS['request/too_many'],
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await api.storage.users.findByEmail('late@example.com')).toBeNull();
  });

  it('counts in Redis when the api has one, so every instance shares one limit', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const options = {
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
      requestLimit: { points: 4, durationSeconds: 60 },
    };
    const first = apiClient((await start(options)).baseUrl);
    const second = apiClient((await start(options)).baseUrl);

    const statuses = [
      (await first('/plans')).status,
      (await first('/plans')).status,
      (await second('/plans')).status,
      (await second('/plans')).status,
      (await first('/plans')).status,
    ];

    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const redis = await createClient({ url: REDIS_URL }).connect();
    try {
      const keys = await redis.keys(`${prefix}:requests:*`);
      expect(keys).toHaveLength(1);
      await redis.del(keys);
    } finally {
      await redis.close();
    }
  });

  it('keeps answering, and limiting each instance, while Redis cannot be reached', async () => {
    const api = await start({
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      requestLimit: { points: 4, durationSeconds: 60 },
    });
    const call = apiClient(api.baseUrl);

    // A login counts attempts too: it must not wait on the missing Redis either.
    const login = await call('/auth/guest', { method: 'POST', body: { email: 'ada@example.com' } });
    const statuses = [login.status, (await call('/plans')).status, (await call('/plans')).status];
    statuses.push((await call('/plans')).status, (await call('/plans')).status);

    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(api.loggedEvents.some((logged) => logged.event === 'redis-error')).toBe(true);
  });
});
