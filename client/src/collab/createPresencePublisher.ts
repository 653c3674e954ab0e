import { MAX_PRESENCE_SELECTION, type OwnPresence } from '@kitchensync/schemas';
import type { Awareness } from 'y-protocols/awareness';

export interface PresencePublisher {
  /** Sent at once: coworkers should see a selection as soon as it is made. */
  setSelection(ids: readonly string[]): void;
  /** Fast state: sent at most once per interval, the latest value winning. */
  setPointer(pointer: OwnPresence['pointer']): void;
  setCamera(camera: OwnPresence['camera']): void;
  destroy(): void;
}

/** Twenty pointer or camera states a second look live to a coworker and stay far under the server's rate. */
export const PRESENCE_INTERVAL_MS = 50;

/**
 * This client's side of presence: what it has selected, where its pointer is on the floor and where
 * its camera looks, in its awareness state. Pointer and camera change on every mouse move, so they are
 * throttled and merged into one awareness message per interval.
 */
export function createPresencePublisher(
  awareness: Awareness,
  intervalMs = PRESENCE_INTERVAL_MS,
): PresencePublisher {
  const own: OwnPresence = { selection: [], pointer: null, camera: null };
  let pending: Partial<OwnPresence> = {};
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let destroyed = false;

  const flush = () => {
    timer = null;
    if (destroyed || Object.keys(pending).length === 0) return;
    Object.assign(own, pending);
    pending = {};
    lastSent = Date.now();
    // The server overwrites `user` with the ticket's identity; what we send for it is ignored.
    awareness.setLocalState({ ...awareness.getLocalState(), ...own });
  };
  const throttled = (patch: Partial<OwnPresence>) => {
    if (destroyed) return;
    Object.assign(pending, patch);
    if (timer !== null) return;
    const wait = lastSent + intervalMs - Date.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
  awareness.setLocalState({ ...awareness.getLocalState(), ...own });

  return {
    setSelection(ids) {
      if (destroyed) return;
      pending.selection = ids.slice(0, MAX_PRESENCE_SELECTION);
      if (timer !== null) clearTimeout(timer);
      flush();
    },
    setPointer: (pointer) => throttled({ pointer }),
    setCamera: (camera) => throttled({ camera }),
    destroy() {
      destroyed = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
