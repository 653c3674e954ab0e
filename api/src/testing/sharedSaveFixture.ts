import { API_ERRORS, apiErrorStatus, SaveResponseSchema } from '@kitchensync/schemas';
import { expect } from 'vitest';
import { apiClient, type ApiReply } from './apiClient';
import { formOrganisation } from './formOrganisation';
import { loginAsGuest } from './loginAsGuest';
import { startTestApi, type TestApi } from './startTestApi';
import { tempDir } from './tempDir';

export interface Person {
  token: string;
  id: string;
}

/** An api with one save, "Kitchen", and a reader of each kind: its owner, an editor, a viewer and a stranger. */
export interface SharedSaveFixture {
  api: TestApi;
  call: ReturnType<typeof apiClient>;
  owner: Person;
  editor: Person;
  viewer: Person;
  stranger: Person;
  saveId: string;
  close(): Promise<void>;
}

/**
 * Starts the api over a fresh folder, forms the owner's organisation (an editor and a viewer on the
 * Team plan) and shares the owner's save with them by name, locked to everyone else: what every
 * per-save route's access tests start from.
 */
export async function startSharedSaveFixture(
  name: string,
  secret: Uint8Array,
  options?: Parameters<typeof startTestApi>[2],
): Promise<SharedSaveFixture> {
  const dir = tempDir(name);
  const api = await startTestApi(dir.path, secret, options);
  const call = apiClient(api.baseUrl);
  const ownerLogin = await loginAsGuest(call, 'owner@example.com');
  const owner = { token: ownerLogin.token, id: ownerLogin.user.id };
  const [editor, viewer] = await formOrganisation(api, call, owner.token, [
    'editor@example.com',
    'viewer@example.com',
  ]);
  const strangerLogin = await loginAsGuest(call, 'stranger@example.com');
  const stranger = { token: strangerLogin.token, id: strangerLogin.user.id };
  const created = await call('/saves', { method: 'POST', token: owner.token, body: { filename: 'Kitchen' } });
  const saveId = SaveResponseSchema.parse(created.body).save.id;
  await call(`/saves/${saveId}/share`, {
    method: 'POST',
    token: owner.token,
    body: { access: 'locked', generalAccess: 'viewer', editors: [editor.id], viewers: [viewer.id] },
  });
  return {
    api,
    call,
    owner,
    editor: { token: editor.token, id: editor.id },
    viewer: { token: viewer.token, id: viewer.id },
    stranger,
    saveId,
    async close() {
      await api.close();
      dir.remove();
    },
  };
}

/** Asserts `reply` is the api's refusal `code`: its status and its spec message. */
export function expectRefusal(reply: ApiReply, code: keyof typeof API_ERRORS): void {
  expect({ status: reply.status, body: reply.body }).toEqual({
    status: apiErrorStatus(code),
    body: { error: { code, message: API_ERRORS[code] } },
  });
}
