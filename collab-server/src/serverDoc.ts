import * as Y from 'yjs';

/**
 * A Y.Doc with a fixed guid. Yjs otherwise draws a uuid for every document, one WebCrypto call per
 * hex digit (about 1 ms a document on our machine); the guid only names subdocuments, which designs
 * never have, and never travels in a sync.
 */
export function serverDoc(): Y.Doc {
  return new Y.Doc({ gc: true, guid: 'kitchensync-server' });
}
