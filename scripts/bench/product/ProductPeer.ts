/** The product and the two references the product benchmark runs side by side, each as its own process. */
export const PRODUCT_PEERS = ['kitchensync', 'y-websocket-server', 'hocuspocus'] as const;

export type ProductPeer = (typeof PRODUCT_PEERS)[number];
