import { COLLAB_WIRE } from '@kitchensync/schemas';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { messageSync, type WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';

/** What the toolbar says about this client's changes: on the server's disk, on their way, or stuck here. */
export type SaveState = 'saving' | 'saved' | 'offline';

/**
 * Follows the server's acknowledgements. The server answers every update frame this client sends (its
 * sync step 2 included) with one acknowledgement, in order, once the change is durable; so the client
 * is saved exactly when every frame it sent has been answered. Returns the function that stops following.
 */
export function trackSaving(
  provider: WebsocketProvider,
  doc: Y.Doc,
  onChange: (state: SaveState, savedSeq: number) => void,
): () => void {
  let unanswered = 0;
  let savedSeq = 0;
  let reported: SaveState | null = null;
  const report = () => {
    const state: SaveState = !provider.wsconnected
      ? 'offline'
      : unanswered > 0 || !provider.synced
        ? 'saving'
        : 'saved';
    if (state === reported) return;
    reported = state;
    onChange(state, savedSeq);
  };

  provider.messageHandlers[COLLAB_WIRE.ackMessageType] = (_encoder, decoder) => {
    savedSeq = Math.max(savedSeq, decoding.readVarUint(decoder));
    unanswered = Math.max(0, unanswered - 1);
    report();
  };
  const handleSync = provider.messageHandlers[messageSync]!;
  provider.messageHandlers[messageSync] = (encoder, decoder, ...rest) => {
    handleSync(encoder, decoder, ...rest);
    // The handler wrote a reply (sync step 2 to the server's step 1): that is an update frame too.
    if (encoding.length(encoder) > 1) unanswered += 1;
    report();
  };
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === provider) return;
    // The provider sends a local change only over an open socket; offline ones travel in the next step 2.
    const ws = provider.ws;
    if (provider.wsconnected && ws !== null && ws.readyState === ws.OPEN) unanswered += 1;
    report();
  };
  const onStatus = () => {
    // Answers to frames sent on a closed socket never come; the reconnect's step 2 carries them again.
    if (!provider.wsconnected) unanswered = 0;
    report();
  };
  doc.on('update', onUpdate);
  provider.on('status', onStatus);
  provider.on('sync', report);
  report();
  return () => {
    doc.off('update', onUpdate);
    provider.off('status', onStatus);
    provider.off('sync', report);
  };
}
