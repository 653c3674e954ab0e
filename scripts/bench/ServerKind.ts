/** The servers compared in one run: ours first, then the two references. */
export const SERVER_KINDS = ['kitchensync', 'y-websocket-server', 'hocuspocus'] as const;

export type ServerKind = (typeof SERVER_KINDS)[number];
