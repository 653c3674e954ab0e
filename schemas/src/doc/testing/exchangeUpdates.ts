import * as Y from 'yjs';

/** Sends each replica what the other lacks, as a provider would once they reconnect. */
export function exchangeUpdates(a: Y.Doc, b: Y.Doc): void {
  const forB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const forA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, forB);
  Y.applyUpdate(a, forA);
}
