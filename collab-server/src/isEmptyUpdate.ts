/**
 * An update carrying no struct and no deletion: what a client that holds nothing answers to the
 * server's sync step 1. It changes nothing in any document, so it needs no document to be judged.
 */
export function isEmptyUpdate(update: Uint8Array): boolean {
  return update.byteLength === 2 && update[0] === 0 && update[1] === 0;
}
