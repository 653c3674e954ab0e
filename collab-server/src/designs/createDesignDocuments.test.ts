import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SaveFileContentsSchema, readNodes, writeNode } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCollabServer, type CollabServer } from '../createCollabServer';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';
import type { DocumentLog } from '../store/DocumentLog';
import { createDesignDocuments, type DesignDocuments } from './createDesignDocuments';
import { DesignExistsError } from './DesignExistsError';

const SECRET = new TextEncoder().encode('designs-test-secret-designs-test-secret');
const SAVE = 'save_designs';

const kitchen = SaveFileContentsSchema.parse({
  document: { id: SAVE, style: 'shaker', handle: 'bar-128' },
  walls: [
    { id: 'wall_a', position: { x: 0, z: 0 }, dimensions: { x: 3, y: 2.4, z: 0.1 }, name: 'North' },
    { id: 'wall_b', position: { x: 3, z: 0 }, dimensions: { x: 2, y: 2.4, z: 0.1 }, name: 'East' },
  ],
  totalPrice: 1250,
  futureMember: { kept: true },
});

describe('createDesignDocuments', () => {
  let dir: string;
  let store: DocumentLog;
  let collab: CollabServer;
  let designs: DesignDocuments;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'design-documents-'));
    store = openSqliteDocumentStore(path.join(dir, 'collab.sqlite'));
    collab = createCollabServer({ store, ticketSecret: SECRET, settings: { idleRoomGraceMs: 0 } });
    designs = createDesignDocuments({ log: store });
  });

  afterEach(async () => {
    await collab.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads back exactly the design it created, in one append by its author', async () => {
    await designs.create(SAVE, kitchen, 'user_ann');

    expect(await designs.read(SAVE)).toEqual(kitchen);
    expect(await store.lastSeq(SAVE)).toBe(1);
    expect((await store.loadTailSince(SAVE, 0))[0]?.author).toBe('user_ann');
  });

  it('gives a created design to the room that loads it, and reads the edits made there', async () => {
    await designs.create(SAVE, kitchen, 'user_ann');
    let liveWalls: string[] = [];
    await collab.applyServerChange(
      SAVE,
      (doc) => {
        liveWalls = readNodes(doc, 'wall').map((node) => node.id);
        writeNode(doc, 'wall', {
          id: 'wall_c',
          position: { x: 5, z: 0 },
          dimensions: { x: 1, y: 2.4, z: 0.1 },
        });
      },
      'user_ann',
    );

    expect(liveWalls).toEqual(['wall_a', 'wall_b']);
    expect((await designs.read(SAVE)).walls.map((wall) => wall.id)).toEqual(['wall_a', 'wall_b', 'wall_c']);
  });

  it('refuses to create over a design that exists, leaving it as it was', async () => {
    await designs.create(SAVE, kitchen, 'user_ann');

    await expect(designs.create(SAVE, { ...kitchen, walls: [] }, 'user_bob')).rejects.toBeInstanceOf(
      DesignExistsError,
    );
    expect(await designs.read(SAVE)).toEqual(kitchen);
    expect(await store.lastSeq(SAVE)).toBe(1);
  });

  it('reads a save nobody has opened as an empty design, and forgets a removed one', async () => {
    const empty = await designs.read('save_new');
    expect(empty.walls).toEqual([]);
    expect(empty.document.id).toBe('save_new');

    await designs.create(SAVE, kitchen, 'user_ann');
    await designs.remove(SAVE);
    expect(await store.lastSeq(SAVE)).toBe(0);
    expect((await designs.read(SAVE)).walls).toEqual([]);
  });
});
