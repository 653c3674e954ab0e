import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { migrateDoc } from '@kitchensync/schemas';
import { DormantCapableDocument } from './DormantCapableDocument';
import { StoredDesign } from './StoredDesign';

function kitchen(document: DormantCapableDocument): void {
  const models = document.doc.getMap<Y.Map<unknown>>('models');
  for (let i = 0; i < 50; i += 1) {
    const model = new Y.Map<unknown>();
    model.set('modelName', `Base cabinet ${i}`);
    model.set('dimensions', { width: 0.6, height: 0.87, depth: 0.6 });
    models.set(`model_${i}`, model);
  }
  models.delete('model_3');
}

describe('DormantCapableDocument', () => {
  it('wakes with exactly the state it slept with: content, state vector and deletions', () => {
    const document = new DormantCapableDocument();
    kitchen(document);
    const before = Y.encodeStateAsUpdate(document.doc);
    const vector = Y.encodeStateVector(document.doc);
    const json = document.doc.getMap('models').toJSON();

    document.sleep();
    expect(document.isAsleep).toBe(true);

    expect(Y.encodeStateVector(document.doc)).toEqual(vector);
    expect(document.isAsleep).toBe(false);
    expect(document.doc.getMap('models').toJSON()).toEqual(json);
    expect(document.doc.getMap('models').has('model_3')).toBe(false);
    // A client holding the old state finds nothing missing from the woken one.
    const client = new Y.Doc();
    Y.applyUpdate(client, before);
    expect(Y.diffUpdate(Y.encodeStateAsUpdate(document.doc), Y.encodeStateVector(client))).toEqual(
      Y.diffUpdate(before, Y.encodeStateVector(client)),
    );
  });

  it('sleeps in far fewer bytes than the document encodes to', () => {
    const document = new DormantCapableDocument();
    kitchen(document);
    const encoded = Y.encodeStateAsUpdate(document.doc).byteLength;
    document.sleep();
    expect(document.sleepingBytes).not.toBeNull();
    expect(document.sleepingBytes!).toBeLessThan(encoded / 3);
  });

  it('wakes as a new document holding everything the sleeping one held', () => {
    const document = new DormantCapableDocument();
    document.doc.getMap('m').set('a', 1);
    const asleepDoc = document.doc;
    document.sleep();
    const woken = document.doc;
    expect(woken).not.toBe(asleepDoc);
    woken.getMap('m').set('b', 2);
    expect(woken.getMap('m').toJSON()).toEqual({ a: 1, b: 2 });
  });

  it('answers a joiner from its sleeping bytes without waking, with what the live document would send', () => {
    const document = new DormantCapableDocument();
    kitchen(document);
    // A reader who saw the design before the last changes.
    const partial = new Y.Doc();
    Y.applyUpdate(partial, Y.encodeStateAsUpdate(document.doc));
    const models = document.doc.getMap<Y.Map<unknown>>('models');
    for (let i = 50; i < 60; i += 1) models.set(`model_${i}`, new Y.Map());
    models.delete('model_7');
    const live = { vector: Y.encodeStateVector(document.doc), json: models.toJSON() };

    document.sleep();
    const whole = document.encodeStateAsUpdate();
    const missing = document.encodeStateAsUpdate(Y.encodeStateVector(partial));
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, whole);
    Y.applyUpdate(partial, missing);

    expect(document.isAsleep).toBe(true);
    expect(document.stateVector()).toEqual(live.vector);
    expect(document.isAsleep).toBe(true);
    for (const joined of [fresh, partial]) {
      expect(joined.getMap('models').toJSON()).toEqual(live.json);
      expect(Y.encodeStateVector(joined)).toEqual(live.vector);
    }
    // The partial answer carries only what the reader lacked, not the whole design again.
    expect(missing.byteLength).toBeLessThan(whole.byteLength / 4);
  });

  it('serves stored updates without building a document, and builds it with the same state on first use', () => {
    const source = new DormantCapableDocument();
    migrateDoc(source.doc);
    kitchen(source);
    const snapshot = Y.encodeStateAsUpdate(source.doc);
    const tail: Uint8Array[] = [];
    source.doc.on('update', (update: Uint8Array) => tail.push(update));
    source.doc.getMap<Y.Map<unknown>>('models').set('model_50', new Y.Map());
    const vector = Y.encodeStateVector(source.doc);
    const json = source.doc.getMap('models').toJSON();

    const document = new DormantCapableDocument();
    document.serveStored(StoredDesign.read([snapshot, ...tail]));
    expect(document.isUnbuilt).toBe(true);
    expect(document.stateVector()).toEqual(vector);
    const reader = new Y.Doc();
    for (const update of document.wholeState()) Y.applyUpdate(reader, update);
    expect(reader.getMap('models').toJSON()).toEqual(json);
    expect(document.isUnbuilt).toBe(true);

    const built = document.doc;
    expect(document.isUnbuilt).toBe(false);
    expect(Y.encodeStateVector(built)).toEqual(vector);
    expect(built.getMap('models').toJSON()).toEqual(json);
  });

  it('falls asleep from stored updates and wakes with their state', () => {
    const source = new DormantCapableDocument();
    kitchen(source);
    const document = new DormantCapableDocument();
    document.serveStored(StoredDesign.read([Y.encodeStateAsUpdate(source.doc)]));
    document.sleep();
    expect(document.isAsleep).toBe(true);
    expect(document.isUnbuilt).toBe(false);
    expect(document.doc.getMap('models').toJSON()).toEqual(source.doc.getMap('models').toJSON());
  });

  it('is served from stored updates only while nothing has been applied to it', () => {
    const document = new DormantCapableDocument();
    const stored = StoredDesign.read([Y.encodeStateAsUpdate(new Y.Doc())]);
    expect(document.isEmpty).toBe(true);
    document.doc.getMap('m').set('a', 1);
    expect(document.isEmpty).toBe(false);
    expect(() => document.serveStored(stored)).toThrow(/empty/);
    expect(document.doc.getMap('m').get('a')).toBe(1);
  });

  it('refuses use after destroy instead of serving an empty document', () => {
    const document = new DormantCapableDocument();
    document.doc.getMap('m').set('a', 1);
    document.sleep();
    document.destroy();
    expect(() => document.doc).toThrow(/destroyed/);
  });
});
