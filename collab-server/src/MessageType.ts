import { COLLAB_WIRE } from '@kitchensync/schemas';

/**
 * The top-level message types (the first varuint of every frame): the y-websocket protocol's four,
 * plus this server's acknowledgement and save-details notice, which only clients that register a handler for it understand
 * (the stock client logs "Unable to compute message" and carries on).
 */
export const MessageType = {
  sync: 0,
  awareness: 1,
  auth: 2,
  queryAwareness: 3,
  /** Server to client only: varuint seq, "every change you sent so far is durable up to seq". */
  ack: COLLAB_WIRE.ackMessageType,
  /** Server to client only, no payload: the save's name changed; refetch it from the api. */
  saveDetailsChanged: COLLAB_WIRE.saveDetailsChangedMessageType,
  /** Server to client only, varstring account id: that account's catalogue prices changed. */
  cataloguePricesChanged: COLLAB_WIRE.cataloguePricesChangedMessageType,
} as const;
