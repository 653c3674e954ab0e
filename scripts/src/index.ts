export { createKitchenSyncServer } from './createKitchenSyncServer';
export type { KitchenSyncServer } from './createKitchenSyncServer';
export { readServerConfig, REPO_ROOT } from './serverConfig';
export type { ServerConfig } from './serverConfig';
export { buildServer, SERVER_DIST } from './build/buildServer';
