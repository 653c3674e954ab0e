export type { DocumentStore } from './DocumentStore';
export { openSqliteDocumentStore } from './SqliteDocumentStore';
export { createCollabServer, type CollabServer, type CollabServerOptions } from './createCollabServer';
export type { CollabLog } from './CollabLog';
