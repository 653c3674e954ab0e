import type { CollabLog } from './CollabLog';
import type { CollabObserver } from './CollabObserver';

type Hook = keyof CollabObserver;

/**
 * The observer with every hook present and none able to throw: a broken metric must never fail a
 * connection or an append. Each failing hook is logged the first time only, since hooks run per update.
 */
export function guardCollabObserver(observer: CollabObserver, log: CollabLog): Required<CollabObserver> {
  const failed = new Set<Hook>();
  const guard =
    <K extends Hook>(hook: K) =>
    (...args: Parameters<NonNullable<CollabObserver[K]>>): void => {
      const call = observer[hook] as ((...values: unknown[]) => void) | undefined;
      if (!call) return;
      try {
        call.apply(observer, args);
      } catch (error) {
        if (failed.has(hook)) return;
        failed.add(hook);
        log('observer-failed', { hook, error: String(error) });
      }
    };
  return {
    connectionOpened: guard('connectionOpened'),
    connectionClosed: guard('connectionClosed'),
    roomLoaded: guard('roomLoaded'),
    roomUnloaded: guard('roomUnloaded'),
    updateAccepted: guard('updateAccepted'),
    appendLatency: guard('appendLatency'),
    updateDelivered: guard('updateDelivered'),
    updateRefused: guard('updateRefused'),
  };
}
