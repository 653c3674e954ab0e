export { createApi, type Api, type ApiOptions } from './createApi';
export type { Mailer } from './mail/Mailer';
export { createOutboxMailer } from './mail/createOutboxMailer';
export { GUEST_COOKIE_DAYS } from './auth/guestCookie';
export type { ApiStorage } from './storage/ApiStorage';
export { openSqliteApiStorage } from './storage/openSqliteApiStorage';
export { openMongoApiStorage, type MongoApiStorageOptions } from './storage/openMongoApiStorage';
export type { DesignHistory } from './history/DesignHistory';
