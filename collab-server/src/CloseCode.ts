import { COLLAB_WIRE } from '@kitchensync/schemas';

/**
 * The WebSocket close codes this server uses. RFC 6455 codes make the stock client reconnect; of the
 * application codes (4000-4999), the stock y-websocket client gives up on 4400-4499 and retries
 * on every other one.
 */
export const CloseCode = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policyViolation: 1008,
  messageTooBig: 1009,
  internalError: 1011,
  tryAgainLater: 1013,
  /** The user's access to the save changed: fetch a new ticket (with the new role) and rejoin. */
  accessChanged: COLLAB_WIRE.accessChangedCloseCode,
  /** A newer version wrote the document; this client must reload rather than rejoin. */
  reloadRequired: COLLAB_WIRE.reloadRequiredCloseCode,
} as const;
