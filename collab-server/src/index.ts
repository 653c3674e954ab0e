export type { DocumentStore } from './DocumentStore';
export { openSqliteDocumentStore } from './SqliteDocumentStore';
export { createCollabServer, type CollabServer, type CollabServerOptions } from './createCollabServer';
export type { CollabLog } from './CollabLog';
export { DEFAULT_COLLAB_SETTINGS, type CollabSettings } from './CollabSettings';
export { CloseCode } from './CloseCode';
export { MessageType } from './MessageType';
