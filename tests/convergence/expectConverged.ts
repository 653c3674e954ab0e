import {
  DOCUMENT_MAPS,
  docToSaveFileContents,
  NODE_KIND_NAMES,
  nodesMap,
  readNodes,
} from '@kitchensync/schemas';
import { expect } from 'vitest';
import * as Y from 'yjs';
import { FUZZ_SAVE_DOCUMENT } from './fuzzSaveDocument';

/** Yjs keeps updates whose dependencies never arrived here; a drained network must leave none. */
function hasPendingUpdates(doc: Y.Doc): boolean {
  return doc.store.pendingStructs !== null || doc.store.pendingDs !== null;
}

/**
 * Fails unless every document holds the same design: the same save-file contents, the same state
 * vector and the same top-level maps, with nothing pending and no node that its schema refuses.
 * `context` (the seed) goes into every message, so a failure says how to replay it.
 */
export function expectConverged(docs: readonly Y.Doc[], context: string): void {
  const [first, ...others] = docs;
  if (first === undefined) throw new Error('no documents to compare');
  for (const [index, doc] of docs.entries()) {
    expect(hasPendingUpdates(doc), `${context}: document ${index} still waits for missing updates`).toBe(
      false,
    );
    for (const kind of NODE_KIND_NAMES) {
      const stored = [...nodesMap(doc, kind).keys()].sort();
      const readable = readNodes(doc, kind).map((node) => node.id);
      expect(readable, `${context}: document ${index} holds ${kind} nodes its schema refuses`).toEqual(
        stored,
      );
    }
  }
  const contents = docToSaveFileContents(first, FUZZ_SAVE_DOCUMENT);
  const stateVector = [...Y.encodeStateVector(first)];
  const maps = DOCUMENT_MAPS.map((name) => first.getMap(name).toJSON());
  for (const [index, doc] of others.entries()) {
    const label = `${context}: document ${index + 1} differs from document 0 in`;
    expect(docToSaveFileContents(doc, FUZZ_SAVE_DOCUMENT), `${label} its save-file contents`).toEqual(
      contents,
    );
    expect([...Y.encodeStateVector(doc)], `${label} its state vector`).toEqual(stateVector);
    expect(
      DOCUMENT_MAPS.map((name) => doc.getMap(name).toJSON()),
      `${label} its top-level maps`,
    ).toEqual(maps);
  }
}
