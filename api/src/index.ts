export { createApi, type Api, type ApiOptions } from './createApi';
export type { Mailer } from './mail/Mailer';
export { createOutboxMailer } from './mail/createOutboxMailer';
export { GUEST_COOKIE_DAYS } from './auth/guestCookie';
