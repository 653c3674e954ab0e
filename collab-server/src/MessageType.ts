/** The y-websocket wire protocol's top-level message types (the first varuint of every frame). */
export const MessageType = {
  sync: 0,
  awareness: 1,
  auth: 2,
  queryAwareness: 3,
} as const;
