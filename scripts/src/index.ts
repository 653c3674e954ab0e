export { createKitchenSyncServer } from './createKitchenSyncServer';
export type { KitchenSyncServer } from './createKitchenSyncServer';
export { readServerConfig, REPO_ROOT } from './serverConfig';
export type { ServerConfig } from './serverConfig';
export { buildServer, SERVER_DIST } from './build/buildServer';
export { CHROMIUM_EXECUTABLE, SOFTWARE_CHROMIUM_ARGS } from './browser/softwareChromium';
