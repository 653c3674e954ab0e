export type { DocumentStore } from './DocumentStore';
export type {
  Checkpoint,
  CheckpointRequest,
  CompactionRequest,
  CompactionResult,
  DocumentLog,
  LoggedUpdate,
} from './store/DocumentLog';
export { SeqNotRetainedError } from './store/SeqNotRetainedError';
export { StoreClosedError } from './store/StoreClosedError';
export { SqliteWriterCrashedError } from './store/SqliteWriterCrashedError';
export { openSqliteDocumentStore, type SqliteDocumentStoreOptions } from './SqliteDocumentStore';
export { openMongoDocumentStore, type MongoDocumentStoreOptions } from './store/MongoDocumentStore';
export {
  compactInBackground,
  type BackgroundCompactionOptions,
  type CompactingDocumentLog,
} from './store/compactInBackground';
export type {
  RoomBus,
  RoomBusListener,
  RoomBusPresence,
  RoomBusSubscription,
  RoomBusUpdate,
} from './bus/RoomBus';
export type { RoomBusObserver } from './bus/RoomBusObserver';
export { createInProcessRoomBus, type InProcessRoomBusOptions } from './bus/createInProcessRoomBus';
export { createRedisStreamsRoomBus, type RedisStreamsRoomBusOptions } from './bus/createRedisStreamsRoomBus';
export type { AccessRevocation, EndedSession, Revocation, RevocationFeed } from './revocation/RevocationFeed';
export { createInProcessRevocationFeed } from './revocation/createInProcessRevocationFeed';
export { InProcessRevocationHub } from './revocation/InProcessRevocationHub';
export {
  createRedisRevocationFeed,
  type RedisRevocationFeedOptions,
} from './revocation/createRedisRevocationFeed';
export { createCollabServer, type CollabServer, type CollabServerOptions } from './createCollabServer';
export type { CollabObserver, UpdateRefusal } from './CollabObserver';
export {
  createDesignHistory,
  EmptyHistoryError,
  HistoryVersionNotFoundError,
  PastDesignUnreadableError,
  restoreDesign,
  type ApplyServerChange,
  type DesignHistory,
  type DesignHistoryOptions,
  type HistoryListing,
} from './history';
export type { CollabLog } from './CollabLog';
export { DEFAULT_COLLAB_SETTINGS, type CollabSettings } from './CollabSettings';
export { CloseCode } from './CloseCode';
export { MessageType } from './MessageType';
export {
  createDesignDocuments,
  DesignExistsError,
  type DesignDocuments,
  type DesignDocumentsOptions,
} from './designs';
