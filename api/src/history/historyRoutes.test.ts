import path from 'node:path';
import {
  createCollabServer,
  createDesignHistory,
  openSqliteDocumentStore,
  type CollabServer,
  type DocumentLog,
} from '@kitchensync/collab-server';
import {
  ApiErrorBodySchema,
  CheckpointResponseSchema,
  HistoryListResponseSchema,
  HistoryVersionResponseSchema,
  RestoreVersionResponseSchema,
  SaveResponseSchema,
  readNodes,
  writeDesignField,
  writeNode,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('history-test-secret-history-test-secret');

const wall = (id: string, height: number) => ({
  id,
  position: { x: 0, z: 0 },
  dimensions: { x: 2, y: height, z: 0.1 },
  name: id,
});

/** Wall heights by id: enough of a design to tell its versions apart. */
function wallHeights(doc: Y.Doc): Record<string, number | undefined> {
  return Object.fromEntries(readNodes(doc, 'wall').map((node) => [node.id, node.dimensions.y]));
}

describe('history routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let store: DocumentLog;
  let collab: CollabServer;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };
  let stranger: { token: string; id: string };

  async function createSave(): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token: owner.token, body: { filename: 'Kitchen' } });
    return SaveResponseSchema.parse(reply.body).save.id;
  }

  async function share(saveId: string, access: string, generalAccess: string): Promise<void> {
    const reply = await call(`/saves/${saveId}/sharing`, {
      method: 'PUT',
      token: owner.token,
      body: { access, generalAccess },
    });
    expect(reply.status).toBe(200);
  }

  /** An edit through the real collab-server, as the owner's client would make it. */
  async function edit(saveId: string, change: (doc: Y.Doc) => void): Promise<number> {
    const seq = await collab.applyServerChange(saveId, change, owner.id);
    if (seq === null) throw new Error('the edit changed nothing');
    return seq;
  }

  /** The save as its log rebuilds it: what every client loads next. */
  async function storedDoc(saveId: string): Promise<Y.Doc> {
    const doc = new Y.Doc();
    for (const update of await store.loadUpdates(saveId)) Y.applyUpdate(doc, update);
    return doc;
  }

  /** The room's live document as clients have it now, read through a server change that changes nothing. */
  async function liveWallHeights(saveId: string): Promise<Record<string, number | undefined>> {
    let heights: Record<string, number | undefined> = {};
    await collab.applyServerChange(
      saveId,
      (doc) => {
        heights = wallHeights(doc);
      },
      null,
    );
    return heights;
  }

  /** Everything a refused call must leave as it was: the log, its checkpoints and the live design. */
  async function historyState(saveId: string) {
    return {
      head: await store.lastSeq(saveId),
      checkpoints: await store.listCheckpoints(saveId),
      live: await liveWallHeights(saveId),
    };
  }

  function errorCode(body: unknown): string {
    return ApiErrorBodySchema.parse(body).error.code;
  }

  beforeEach(async () => {
    dir = tempDir('api-history');
    store = openSqliteDocumentStore(path.join(dir.path, 'collab.sqlite'));
    collab = createCollabServer({ store, ticketSecret: SECRET });
    const history = createDesignHistory({ log: store, applyServerChange: collab.applyServerChange });
    api = await startTestApi(dir.path, SECRET, { history });
    call = apiClient(api.baseUrl);
    const ownerLogin = await loginAsGuest(call, 'owner@example.com');
    const strangerLogin = await loginAsGuest(call, 'stranger@example.com');
    owner = { token: ownerLogin.token, id: ownerLogin.user.id };
    stranger = { token: strangerLogin.token, id: strangerLogin.user.id };
  });

  afterEach(async () => {
    await api.close();
    await collab.close();
    await store.close();
    dir.remove();
  });

  it('lets viewers, signed in or not, list and read versions', async () => {
    const saveId = await createSave();
    const seq = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    await share(saveId, 'public', 'viewer');

    for (const token of [stranger.token, undefined]) {
      const list = await call(`/saves/${saveId}/history`, { token });
      expect(list.status).toBe(200);
      expect(HistoryListResponseSchema.parse(list.body).head).toBe(seq);

      const version = await call(`/saves/${saveId}/history/${seq}`, { token });
      expect(version.status).toBe(200);
      expect(HistoryVersionResponseSchema.parse(version.body).contents.walls.map((node) => node.id)).toEqual([
        'wall_a',
      ]);
    }
  });

  it('refuses viewers a checkpoint or a restore with 403 history/forbidden, changing nothing', async () => {
    const saveId = await createSave();
    const seq = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 3)));
    await share(saveId, 'public', 'viewer');
    const before = await historyState(saveId);

    for (const token of [stranger.token, undefined]) {
      const checkpoint = await call(`/saves/${saveId}/history/checkpoints`, {
        method: 'POST',
        token,
        body: { label: 'Mine' },
      });
      const restore = await call(`/saves/${saveId}/history/restore`, {
        method: 'POST',
        token,
        body: { seq },
      });

      expect([checkpoint.status, restore.status]).toEqual([403, 403]);
      expect([errorCode(checkpoint.body), errorCode(restore.body)]).toEqual([
        'history/forbidden',
        'history/forbidden',
      ]);
    }
    expect(await historyState(saveId)).toEqual(before);
  });

  it('answers someone without access exactly as reading the save would, on every route, changing nothing', async () => {
    const saveId = await createSave();
    const seq = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const before = await historyState(saveId);
    const readingTheSave = await call(`/saves/${saveId}`, { token: stranger.token });
    expect(readingTheSave.status).toBe(404);

    const replies = await Promise.all([
      call(`/saves/${saveId}/history`, { token: stranger.token }),
      call(`/saves/${saveId}/history/${seq}`, { token: stranger.token }),
      call(`/saves/${saveId}/history/checkpoints`, {
        method: 'POST',
        token: stranger.token,
        body: { label: 'Mine' },
      }),
      call(`/saves/${saveId}/history/restore`, { method: 'POST', token: stranger.token, body: { seq } }),
      call('/saves/save_doesnotexist/history', { token: stranger.token }),
    ]);

    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(readingTheSave.body);
    }
    expect(await historyState(saveId)).toEqual(before);
  });

  it("lists an editor's checkpoint first, at the head, with its trimmed label and author", async () => {
    const saveId = await createSave();
    await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    await call(`/saves/${saveId}/history/checkpoints`, {
      method: 'POST',
      token: owner.token,
      body: { label: 'Older' },
    });
    const head = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_b', 2.4)));
    await share(saveId, 'public', 'editor');

    const reply = await call(`/saves/${saveId}/history/checkpoints`, {
      method: 'POST',
      token: stranger.token,
      body: { label: '  With the island  ' },
    });

    expect(reply.status).toBe(201);
    const { checkpoint } = CheckpointResponseSchema.parse(reply.body);
    expect(checkpoint).toMatchObject({ label: 'With the island', author: stranger.id, seq: head });
    const list = HistoryListResponseSchema.parse(
      (await call(`/saves/${saveId}/history`, { token: owner.token })).body,
    );
    expect(list.head).toBe(head);
    expect(list.checkpoints.map((entry) => entry.label)).toEqual(['With the island', 'Older']);
    // A design nobody priced yet is worth 0 at every version.
    expect(list.checkpoints[0]).toEqual({ ...checkpoint, totalPrice: 0 });
  });

  it("reads the design at a checkpoint as it was then, with the save's record as it is now", async () => {
    const saveId = await createSave();
    await edit(saveId, (doc) => {
      writeNode(doc, 'wall', wall('wall_a', 2.4));
      writeDesignField(doc, 'style', 'shaker');
    });
    const created = await call(`/saves/${saveId}/history/checkpoints`, {
      method: 'POST',
      token: owner.token,
      body: { label: 'Shaker' },
    });
    const { seq } = CheckpointResponseSchema.parse(created.body).checkpoint;
    await edit(saveId, (doc) => {
      writeNode(doc, 'wall', wall('wall_a', 3));
      writeNode(doc, 'wall', wall('wall_b', 3));
      writeDesignField(doc, 'style', 'modern');
    });

    const reply = await call(`/saves/${saveId}/history/${seq}`, { token: owner.token });

    expect(reply.status).toBe(200);
    const version = HistoryVersionResponseSchema.parse(reply.body);
    expect(version.seq).toBe(seq);
    expect(version.contents.walls).toEqual([
      expect.objectContaining({ id: 'wall_a', dimensions: { x: 2, y: 2.4, z: 0.1 } }),
    ]);
    expect(version.contents.document).toMatchObject({
      id: saveId,
      filename: 'Kitchen',
      owner: owner.id,
      style: 'shaker',
    });
  });

  it('restores the live design to a version, between a "Before restoring" and a "Restored" checkpoint', async () => {
    const saveId = await createSave();
    await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const kept = CheckpointResponseSchema.parse(
      (
        await call(`/saves/${saveId}/history/checkpoints`, {
          method: 'POST',
          token: owner.token,
          body: { label: 'One wall' },
        })
      ).body,
    ).checkpoint;
    const past = wallHeights(await storedDoc(saveId));
    await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_b', 3)));
    const before = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 3)));

    const reply = await call(`/saves/${saveId}/history/restore`, {
      method: 'POST',
      token: owner.token,
      body: { seq: kept.seq },
    });

    expect(reply.status).toBe(200);
    const { seq } = RestoreVersionResponseSchema.parse(reply.body);
    expect(seq).toBe(before + 1);
    expect(past).toEqual({ wall_a: 2.4 });
    expect(wallHeights(await storedDoc(saveId))).toEqual(past);
    expect(await liveWallHeights(saveId)).toEqual(past);
    const list = HistoryListResponseSchema.parse(
      (await call(`/saves/${saveId}/history`, { token: owner.token })).body,
    );
    expect(list.head).toBe(seq);
    expect(list.checkpoints).toEqual([
      expect.objectContaining({ label: 'Restored One wall', author: owner.id, seq }),
      expect.objectContaining({ label: 'Before restoring to One wall', author: owner.id, seq: before }),
      { ...kept, totalPrice: 0 },
    ]);

    // The restore itself can be undone from its checkpoint.
    await call(`/saves/${saveId}/history/restore`, {
      method: 'POST',
      token: owner.token,
      body: { seq: before },
    });
    expect(await liveWallHeights(saveId)).toEqual({ wall_a: 3, wall_b: 3 });
  });

  it('refuses an invalid seq or label with 400, changing nothing', async () => {
    const saveId = await createSave();
    await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 3)));
    const before = await historyState(saveId);

    for (const label of ['', '   ', 'x'.repeat(81), 'two\nlines', 42, undefined]) {
      const reply = await call(`/saves/${saveId}/history/checkpoints`, {
        method: 'POST',
        token: owner.token,
        body: { label },
      });
      expect([reply.status, errorCode(reply.body)], JSON.stringify(label)).toEqual([
        400,
        'history/label_invalid',
      ]);
    }
    for (const seq of [0, -1, 1.5, '1', null, undefined]) {
      const reply = await call(`/saves/${saveId}/history/restore`, {
        method: 'POST',
        token: owner.token,
        body: { seq },
      });
      expect([reply.status, errorCode(reply.body)], JSON.stringify(seq)).toEqual([
        400,
        'history/seq_invalid',
      ]);
    }
    for (const segment of ['0', '-1', '1.5', '1e1', 'latest']) {
      const reply = await call(`/saves/${saveId}/history/${segment}`, { token: owner.token });
      expect([reply.status, errorCode(reply.body)], segment).toEqual([400, 'history/seq_invalid']);
    }
    const malformed = await call(`/saves/${saveId}/history/restore`, {
      method: 'POST',
      token: owner.token,
      rawBody: '{"seq": ',
    });
    expect([malformed.status, errorCode(malformed.body)]).toEqual([400, 'request/invalid']);
    expect(await historyState(saveId)).toEqual(before);
  });

  it('answers 404 history/version_not_found for a seq past the head or trimmed, changing nothing', async () => {
    const saveId = await createSave();
    const trimmed = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const head = await edit(saveId, (doc) => writeNode(doc, 'wall', wall('wall_a', 3)));
    await store.compact(saveId, { ownerId: 'history-test' });
    const before = await historyState(saveId);

    for (const seq of [head + 1, trimmed]) {
      const read = await call(`/saves/${saveId}/history/${seq}`, { token: owner.token });
      const restore = await call(`/saves/${saveId}/history/restore`, {
        method: 'POST',
        token: owner.token,
        body: { seq },
      });
      expect([read.status, restore.status], String(seq)).toEqual([404, 404]);
      expect([errorCode(read.body), errorCode(restore.body)]).toEqual([
        'history/version_not_found',
        'history/version_not_found',
      ]);
    }
    expect(await historyState(saveId)).toEqual(before);
  });

  it('refuses to checkpoint a save whose design was never written with 409 history/empty', async () => {
    const saveId = await createSave();

    const reply = await call(`/saves/${saveId}/history/checkpoints`, {
      method: 'POST',
      token: owner.token,
      body: { label: 'Nothing yet' },
    });

    expect([reply.status, errorCode(reply.body)]).toEqual([409, 'history/empty']);
    expect(await store.listCheckpoints(saveId)).toEqual([]);
    expect(
      HistoryListResponseSchema.parse((await call(`/saves/${saveId}/history`, { token: owner.token })).body),
    ).toEqual({ head: 0, checkpoints: [] });
  });

  it('answers 503 history/unavailable on every route when the api was given no history', async () => {
    const bareDir = tempDir('api-history-bare');
    const bare = await startTestApi(bareDir.path, SECRET);
    try {
      const bareCall = apiClient(bare.baseUrl);
      const { token } = await loginAsGuest(bareCall, 'owner@example.com');
      const saveId = SaveResponseSchema.parse(
        (await bareCall('/saves', { method: 'POST', token, body: {} })).body,
      ).save.id;

      const replies = await Promise.all([
        bareCall(`/saves/${saveId}/history`, { token }),
        bareCall(`/saves/${saveId}/history/1`, { token }),
        bareCall(`/saves/${saveId}/history/checkpoints`, { method: 'POST', token, body: { label: 'x' } }),
        bareCall(`/saves/${saveId}/history/restore`, { method: 'POST', token, body: { seq: 1 } }),
      ]);

      for (const reply of replies)
        expect([reply.status, errorCode(reply.body)]).toEqual([503, 'history/unavailable']);
    } finally {
      await bare.close();
      bareDir.remove();
    }
  });
});
