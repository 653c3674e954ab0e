import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readNodes, writeDesignField, writeNode } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createCollabServer, type CollabServer } from '../createCollabServer';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';
import type { DocumentLog } from '../store/DocumentLog';
import { createDesignHistory } from './createDesignHistory';
import type { DesignHistory } from './DesignHistory';
import { EmptyHistoryError } from './EmptyHistoryError';
import { HistoryVersionNotFoundError } from './HistoryVersionNotFoundError';

const SECRET = new TextEncoder().encode('history-test-secret-history-test-secret');
const SAVE = 'save_history';
const EDITOR = 'user_editor';

const wall = (id: string, height: number) => ({
  id,
  position: { x: 0, z: 0 },
  dimensions: { x: 2, y: height, z: 0.1 },
  name: id,
});

describe('createDesignHistory', () => {
  let dir: string;
  let store: DocumentLog;
  let collab: CollabServer;
  let history: DesignHistory;

  /** The save as its log rebuilds it: what every client loads next. */
  async function storedDoc(): Promise<Y.Doc> {
    const doc = new Y.Doc();
    for (const update of await store.loadUpdates(SAVE)) Y.applyUpdate(doc, update);
    return doc;
  }

  async function storedWallHeights(): Promise<Record<string, number | undefined>> {
    const doc = await storedDoc();
    return Object.fromEntries(readNodes(doc, 'wall').map((node) => [node.id, node.dimensions.y]));
  }

  async function edit(change: (doc: Y.Doc) => void): Promise<number> {
    const seq = await collab.applyServerChange(SAVE, change, EDITOR);
    if (seq === null) throw new Error('the edit changed nothing');
    return seq;
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'design-history-'));
    store = openSqliteDocumentStore(path.join(dir, 'collab.sqlite'));
    collab = createCollabServer({ store, ticketSecret: SECRET, settings: { idleRoomGraceMs: 0 } });
    history = createDesignHistory({ log: store, applyServerChange: collab.applyServerChange });
  });

  afterEach(async () => {
    await collab.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists checkpoints newest first with the head seq', async () => {
    await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const first = await history.checkpoint(SAVE, 'First', EDITOR);
    const head = await edit((doc) => writeNode(doc, 'wall', wall('wall_b', 2.4)));
    const second = await history.checkpoint(SAVE, 'Second', null);

    expect(await history.list(SAVE)).toEqual({
      head,
      checkpoints: [
        { ...second, totalPrice: 0 },
        { ...first, totalPrice: 0 },
      ],
    });
    expect(second).toMatchObject({ label: 'Second', author: null, seq: head });
    expect(first).toMatchObject({ label: 'First', author: EDITOR, seq: head - 1 });
  });

  it('lists each checkpoint with the total price the design had at its version, so a change’s cost shows', async () => {
    await edit((doc) => writeDesignField(doc, 'totalPrice', 1290.5));
    await history.checkpoint(SAVE, 'Base cabinets', EDITOR);
    await history.checkpoint(SAVE, 'Saved', EDITOR);
    await edit((doc) => writeDesignField(doc, 'totalPrice', 1785.25));
    await history.checkpoint(SAVE, 'With the island', EDITOR);
    await edit((doc) => writeDesignField(doc, 'totalPrice', 0));

    const { checkpoints } = await history.list(SAVE);
    expect(checkpoints.map(({ label, totalPrice }) => [label, totalPrice])).toEqual([
      ['With the island', 1785.25],
      ['Saved', 1290.5],
      ['Base cabinets', 1290.5],
    ]);
  });

  it('lists an empty history of a new save at head 0, and refuses to checkpoint it', async () => {
    expect(await history.list(SAVE)).toEqual({ head: 0, checkpoints: [] });
    await expect(history.checkpoint(SAVE, 'Nothing', EDITOR)).rejects.toThrow(EmptyHistoryError);
    expect(await store.listCheckpoints(SAVE)).toEqual([]);
  });

  it('reads a version as save-file contents as they were then', async () => {
    const then = await edit((doc) => {
      writeNode(doc, 'wall', wall('wall_a', 2.4));
      writeDesignField(doc, 'style', 'shaker');
    });
    await edit((doc) => {
      writeNode(doc, 'wall', wall('wall_a', 3));
      writeDesignField(doc, 'style', 'modern');
    });

    const contents = await history.readAt(SAVE, then);

    expect(contents.walls).toEqual([
      expect.objectContaining({ id: 'wall_a', dimensions: { x: 2, y: 2.4, z: 0.1 } }),
    ]);
    expect(contents.document).toMatchObject({ id: SAVE, style: 'shaker' });
  });

  it('refuses versions it cannot show with HistoryVersionNotFoundError, by name for the api', async () => {
    const head = await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 3)));
    await store.compact(SAVE, { ownerId: 'test' });

    for (const seq of [0, -1, 1.5, head + 5]) {
      const error = await history.readAt(SAVE, seq).catch((caught: unknown) => caught);
      expect(error, String(seq)).toBeInstanceOf(HistoryVersionNotFoundError);
      expect((error as Error).name).toBe('HistoryVersionNotFoundError');
    }
    // Compaction trimmed every seq before the head that no checkpoint kept.
    await expect(history.readAt(SAVE, head)).rejects.toMatchObject({ reason: 'trimmed' });
  });

  it('restores a checkpoint between a "Before restoring" and a "Restored" checkpoint', async () => {
    await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const kept = await history.checkpoint(SAVE, 'Two walls', EDITOR);
    await edit((doc) => writeNode(doc, 'wall', wall('wall_b', 2.4)));
    const before = await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 3)));

    const restored = await history.restore(SAVE, kept.seq, EDITOR);

    expect(restored).toBe(before + 1);
    expect(await store.lastSeq(SAVE)).toBe(restored);
    expect(await storedWallHeights()).toEqual({ wall_a: 2.4 });
    const { checkpoints } = await history.list(SAVE);
    expect(checkpoints.slice(0, 2)).toEqual([
      expect.objectContaining({ label: 'Restored Two walls', author: EDITOR, seq: restored }),
      expect.objectContaining({ label: 'Before restoring to Two walls', author: EDITOR, seq: before }),
    ]);
  });

  it('names a version without a checkpoint by its seq, and undoes a restore from its checkpoint', async () => {
    const version = await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    await edit((doc) => writeNode(doc, 'wall', wall('wall_b', 3)));

    await history.restore(SAVE, version, EDITOR);
    const [restored, beforeRestore] = (await history.list(SAVE)).checkpoints;
    expect(restored?.label).toBe(`Restored version ${version}`);
    expect(beforeRestore?.label).toBe(`Before restoring to version ${version}`);
    expect(await storedWallHeights()).toEqual({ wall_a: 2.4 });

    await history.restore(SAVE, beforeRestore!.seq, EDITOR);
    expect(await storedWallHeights()).toEqual({ wall_a: 2.4, wall_b: 3 });
    expect((await history.list(SAVE)).checkpoints[0]?.label).toBe(
      `Restored Before restoring to version ${version}`,
    );
  });

  it('appends nothing when the design already equals the version, and still records the restore', async () => {
    await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const head = await store.lastSeq(SAVE);

    expect(await history.restore(SAVE, head, EDITOR)).toBe(head);
    expect(await store.lastSeq(SAVE)).toBe(head);
    expect((await history.list(SAVE)).checkpoints.map((checkpoint) => checkpoint.seq)).toEqual([head, head]);
  });

  it('writes nothing, not even a checkpoint, when asked to restore a version it cannot show', async () => {
    const head = await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));

    await expect(history.restore(SAVE, head + 1, EDITOR)).rejects.toThrow(HistoryVersionNotFoundError);
    await expect(history.restore(SAVE, 0, EDITOR)).rejects.toThrow(HistoryVersionNotFoundError);

    expect(await store.lastSeq(SAVE)).toBe(head);
    expect(await store.listCheckpoints(SAVE)).toEqual([]);
  });

  it('clips a long label it quotes, so restoring restores does not grow labels without end', async () => {
    await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 2.4)));
    const kept = await history.checkpoint(SAVE, 'x'.repeat(200), EDITOR);
    await edit((doc) => writeNode(doc, 'wall', wall('wall_a', 3)));

    await history.restore(SAVE, kept.seq, EDITOR);

    const [restored] = (await history.list(SAVE)).checkpoints;
    expect(restored?.label).toBe(`Restored ${'x'.repeat(79)}…`);
  });
});
