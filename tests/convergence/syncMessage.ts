/**
 * The y-protocols sync messages a provider and the server exchange, kept as values instead of
 * encoded frames: the fuzz is about delivery order, not about the wire format, which the
 * collab-server's own tests cover.
 */
export type SyncMessage =
  | { readonly type: 'syncStep1'; readonly stateVector: Uint8Array }
  | { readonly type: 'syncStep2'; readonly update: Uint8Array }
  | { readonly type: 'update'; readonly update: Uint8Array };
