import { COLLAB_WIRE } from '@kitchensync/schemas';
import type { WebsocketProvider } from 'y-websocket';

/**
 * When the server closes with "access changed", the ticket in hand carries the old role and is refused
 * from now on: holds the provider's own reconnect until `renewTicket` has put a fresh ticket in place
 * (it resolves false when the user must not rejoin: access lost), then rejoins. Returns the function that stops.
 */
export function rejoinOnAccessChange(
  provider: WebsocketProvider,
  renewTicket: () => Promise<boolean>,
): () => void {
  let stopped = false;
  const onClose = (event: CloseEvent | null) => {
    if (event?.code !== COLLAB_WIRE.accessChangedCloseCode) return;
    provider.shouldConnect = false;
    void renewTicket().then((renewed) => {
      if (renewed && !stopped) provider.connect();
    });
  };
  provider.on('connection-close', onClose);
  return () => {
    stopped = true;
    provider.off('connection-close', onClose);
  };
}
