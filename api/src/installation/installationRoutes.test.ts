import { InstallationResponseSchema } from '@kitchensync/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('installation-routes-secret-installation');

describe('installation routes', () => {
  let dir: ReturnType<typeof tempDir> | undefined;
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    dir?.remove();
  });

  async function installationWith(currency: string | undefined) {
    dir = tempDir('api-installation');
    api = await startTestApi(dir.path, SECRET, { currency });
    const reply = await apiClient(api.baseUrl)('/installation');
    expect(reply.status).toBe(200);
    return InstallationResponseSchema.parse(reply.body).data;
  }

  it('tells anyone, signed in or not, the currency the installation was started with', async () => {
    expect(await installationWith('EUR')).toEqual({ currency: 'EUR' });
  });

  it('prices in US dollars when the installation names no currency', async () => {
    expect(await installationWith(undefined)).toEqual({ currency: 'USD' });
  });
});
