/**
 * Calls `onOffline` when the browser says its network went away and `onOnline` when it is back. The
 * socket would only notice a dead network after the provider's 30 s silence timeout, and a browser
 * that is offline does not always close an open socket: saying Offline at once is what lets the
 * person know their edits are kept here. Returns the function that stops following.
 */
export function followBrowserNetwork(
  onOffline: () => void,
  onOnline: () => void,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
