import { currentSchemaVersions, migrateDoc, SCHEMA_VERSIONS_KEY } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { StoredDesign } from './StoredDesign';

/** Every update a document makes from now on, in order. */
function recording(doc: Y.Doc): Uint8Array[] {
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return updates;
}

/**
 * A log as the room's store returns it: a snapshot of a migrated design edited by two people, then a
 * tail of edits, one of them a step 2 that repeats part of what the log had.
 */
function storedLog(): { log: Uint8Array[]; author: Y.Doc } {
  const author = new Y.Doc();
  const other = new Y.Doc();
  migrateDoc(author);
  for (let round = 0; round < 20; round += 1) {
    author.getMap('nodes').set(`n${round}`, new Y.Map([['x', round]]));
    author.getText('notes').insert(0, `a${round};`);
  }
  Y.applyUpdate(other, Y.encodeStateAsUpdate(author));
  other.getMap('nodes').delete('n3');
  Y.applyUpdate(author, Y.encodeStateAsUpdate(other));
  const snapshot = Y.encodeStateAsUpdate(author);
  const tail = recording(author);
  let halfway: Uint8Array = new Uint8Array();
  for (let round = 20; round < 30; round += 1) {
    if (round === 25) halfway = Y.encodeStateVector(author);
    author.getMap('design').set('name', `kitchen ${round}`);
    author.getText('notes').delete(0, 2);
  }
  const repeated = Y.encodeStateAsUpdate(author, halfway);
  return { log: [snapshot, ...tail, repeated], author };
}

function replay(updates: readonly Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

function contentOf(doc: Y.Doc) {
  return {
    nodes: doc.getMap('nodes').toJSON(),
    design: doc.getMap('design').toJSON(),
    meta: doc.getMap('meta').toJSON(),
    notes: doc.getText('notes').toString(),
  };
}

describe('StoredDesign', () => {
  it('has the state vector of the document its log builds, though the updates overlap', () => {
    const { log } = storedLog();
    const stored = StoredDesign.read(log);
    expect(stored.stateVector).toEqual(Y.encodeStateVector(replay(log)));
  });

  it('gives a joiner holding nothing the whole design in at most two updates, the last one the largest as stored', () => {
    const { log } = storedLog();
    const stored = StoredDesign.read(log);
    const whole = stored.wholeState();
    expect(whole.length).toBe(2);
    expect(whole[1]).toBe(log[0]);
    const joiner = replay(whole);
    const built = replay(log);
    expect(contentOf(joiner)).toEqual(contentOf(built));
    expect(Y.encodeStateVector(joiner)).toEqual(Y.encodeStateVector(built));
    expect(StoredDesign.read([log[0]!]).wholeState()).toEqual([log[0]]);
  });

  it('gives a joiner holding part of the design exactly what it lacks', () => {
    const { log } = storedLog();
    const stored = StoredDesign.read(log);
    const joiner = replay(log.slice(0, 3));
    Y.applyUpdate(joiner, stored.encodeStateAsUpdate(Y.encodeStateVector(joiner)));
    expect(contentOf(joiner)).toEqual(contentOf(replay(log)));
  });

  it('builds the document the room loaded before: every stored update applied', () => {
    const { log, author } = storedLog();
    const built = StoredDesign.read(log).build();
    expect(contentOf(built)).toEqual(contentOf(author));
    expect(Y.encodeStateVector(built)).toEqual(Y.encodeStateVector(author));
  });

  it('is up to date exactly when migrateDoc would leave the design untouched', () => {
    const { log } = storedLog();
    expect(StoredDesign.read(log).isUpToDate).toBe(true);

    const old = new Y.Doc();
    old.getMap('nodes').set('n1', new Y.Map([['x', 1]]));
    expect(StoredDesign.read([Y.encodeStateAsUpdate(old)]).isUpToDate).toBe(false);

    const newer = new Y.Doc();
    newer.getMap('meta').set(SCHEMA_VERSIONS_KEY, { ...currentSchemaVersions(), cabinetGroup: 1 });
    expect(StoredDesign.read([Y.encodeStateAsUpdate(newer)]).isUpToDate).toBe(false);

    const unreadable = new Y.Doc();
    unreadable.getMap('meta').set(SCHEMA_VERSIONS_KEY, 'v3');
    expect(StoredDesign.read([Y.encodeStateAsUpdate(unreadable)]).isUpToDate).toBe(false);
  });

  it('is not up to date when its version vector was overwritten by an older one later in the log', () => {
    const doc = new Y.Doc();
    migrateDoc(doc);
    const snapshot = Y.encodeStateAsUpdate(doc);
    const tail = recording(doc);
    doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, {});
    expect(StoredDesign.read([snapshot, ...tail]).isUpToDate).toBe(false);
    expect(migrateDoc(replay([snapshot, ...tail])).status).not.toBe('upToDate');
  });

  it('counts every stored byte towards the document size limit', () => {
    const { log } = storedLog();
    const stored = StoredDesign.read(log);
    expect(stored.byteLength).toBeGreaterThanOrEqual(Y.encodeStateAsUpdate(replay(log)).byteLength);
  });
});
