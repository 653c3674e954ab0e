import { z } from 'zod';
import { SAVE_FILE_IMPORT_ERRORS, type SaveFileImportErrorCode } from '../saveFile/saveFileImportErrors';

/**
 * Every error the api answers with: a stable code, its HTTP status and the message the client shows.
 * Messages the specs quote are word for word (marked "spec"); the rest are ours.
 */
export const API_ERROR_CATALOGUE = {
  'request/invalid': { status: 400, message: 'The request is not valid.' },
  'request/not_found': { status: 404, message: 'There is no such api route.' },
  'request/too_large': { status: 413, message: 'The request is too large.' },
  'request/too_many': { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
  // A path parameter with a `%` escape that decodes to no text (`%ZZ`, `100%`, a cut-off sequence).
  'request/invalid_path': { status: 400, message: 'The address of this request is not valid.' },
  // A JSON body nested deeper than the api's limit (api/src/http/jsonBodyGuard).
  'request/too_deep': { status: 400, message: 'The request is nested too deeply.' },
  // A JSON body with text no UTF-8 can hold (a lone surrogate such as "\ud800").
  'request/invalid_text': { status: 400, message: 'The request contains text that is not valid Unicode.' },
  // spec 000 section 5 (login dialog)
  'auth/email_invalid': { status: 400, message: 'Please input a valid email' },
  // spec 000 section 5 (reset dialog)
  'auth/reset_email_invalid': { status: 400, message: 'Email invalid' },
  // spec 000 section 5
  'auth/passwords_mismatch': { status: 400, message: 'Passwords do not match' },
  'auth/required': { status: 401, message: 'Please log in first.' },
  // The login dialog switches to designer mode on this code (spec 000 section 8).
  'auth/password_required': {
    status: 401,
    message: 'This e-mail belongs to a designer. Please enter your password.',
  },
  // The login dialog shows its code step on this code (spec 000 section 8).
  'auth/code_required': {
    status: 401,
    message: 'We sent a verification code to your e-mail. Please enter it to continue.',
  },
  'auth/invalid_credentials': { status: 401, message: 'The e-mail or the password is wrong.' },
  'auth/code_invalid': { status: 400, message: 'The code is wrong or has expired.' },
  // spec 000 section 8
  'auth/user_inaccessible': {
    status: 403,
    message: 'User is not a part of your organization. Please make this public and share the link.',
  },
  'save/not_found': { status: 404, message: 'This save does not exist or you have no access to it.' },
  'save/forbidden': { status: 403, message: 'You do not have permission to do that.' },
  'save/limit_reached': {
    status: 403,
    message: 'Your plan keeps a limited number of saves. Upgrade to keep more designs.',
  },
  // spec 002 section 8 (import): the same words the client shows, from the save-file reader.
  'saveFile/noFile': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.noFile },
  'saveFile/extension': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.extension },
  'saveFile/invalid': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.invalid },
  'saveFile/unknownVersion': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.unknownVersion },
  'saveFile/migratingModels': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.migratingModels },
  'saveFile/filtering': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.filtering },
  'saveFile/unknown': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.unknown },
  'saveFile/tooLarge': { status: 413, message: SAVE_FILE_IMPORT_ERRORS.tooLarge },
  'saveFile/tooManyNodes': { status: 413, message: SAVE_FILE_IMPORT_ERRORS.tooManyNodes },
  'saveFile/tooDeep': { status: 400, message: SAVE_FILE_IMPORT_ERRORS.tooDeep },
  'folder/not_found': { status: 404, message: 'This folder does not exist or you have no access to it.' },
  'folder/forbidden': { status: 403, message: 'Only people who can edit this folder can change it.' },
  'folder/special': { status: 400, message: 'Built-in folders cannot be moved, renamed or deleted.' },
  'folder/shared_no_subfolders': { status: 400, message: 'A shared folder cannot receive new subfolders.' },
  'folder/into_itself': { status: 400, message: 'A folder cannot be moved into itself or its subfolders.' },
  'sharing/forbidden': { status: 403, message: 'Only people who can edit this can change its sharing.' },
  'sharing/owner_immutable': { status: 400, message: 'The owner cannot be changed or removed.' },
  'sharing/needs_coworkers': {
    status: 403,
    message: 'Inviting people needs coworkers in your organization.',
  },
  'sharing/forced_locked': {
    status: 403,
    message: 'A folder stays private until your organization has coworkers.',
  },
  'sharing/locked_needs_licence': { status: 402, message: 'Making designs private needs a license.' },
  'sharing/not_shared_with': { status: 400, message: 'This person is not on the list yet.' },
  // A save's thumbnail (api/src/saves, SAVE_THUMBNAIL_LIMITS).
  'thumbnail/invalid': {
    status: 400,
    message: 'A thumbnail must be a PNG or WebP picture of at most 640 × 480 pixels and 200 KB.',
  },
  'thumbnail/not_found': { status: 404, message: 'This save has no thumbnail yet.' },
  // Pictures kept with a save for its presentation (api/src/presentations, PRESENTATION_IMAGE_LIMITS).
  'presentationImage/not_image': {
    status: 400,
    message: 'A presentation picture must be a PNG or JPEG image.',
  },
  'presentationImage/too_large': {
    status: 413,
    message: 'A presentation picture may be at most 10 MB.',
  },
  'presentationImage/too_many_pixels': {
    status: 400,
    message: 'A presentation picture may be at most 8192 × 8192 pixels.',
  },
  'presentationImage/limit_reached': {
    status: 409,
    message: 'This design already keeps 30 pictures of this kind. Delete one to add another.',
  },
  'presentationImage/not_found': { status: 404, message: 'This picture is not kept with this design.' },
  'presentationImage/order_mismatch': {
    status: 409,
    message: 'The pictures of this design have changed. Reload the list and arrange them again.',
  },
  // Presentation PDFs kept with a save (api/src/presentations, PRINTED_PRESENTATION_LIMITS).
  'printedPresentation/not_pdf': {
    status: 400,
    message: 'A kept presentation must be a PDF file.',
  },
  'printedPresentation/too_large': {
    status: 413,
    message:
      'A presentation may be at most 25 MB to be kept with the design. Choose fewer renders and print it again.',
  },
  'printedPresentation/limit_reached': {
    status: 409,
    message:
      'This design already keeps 20 presentations. Delete one in the Presentation popup to keep another.',
  },
  'printedPresentation/not_found': {
    status: 404,
    message: 'This presentation is not kept with this design.',
  },
  'comment/content_required': { status: 400, message: 'Please write a comment first.' },
  'design/unavailable': {
    status: 503,
    message: 'Designs cannot be copied, exported or imported right now.',
  },
  'history/unavailable': { status: 503, message: 'Design history is not available right now.' },
  'history/forbidden': {
    status: 403,
    message: 'Only people who can edit this design can save or restore its versions.',
  },
  'history/version_not_found': {
    status: 404,
    message: 'This version of the design does not exist or is no longer kept.',
  },
  'history/seq_invalid': { status: 400, message: 'A version number is a whole number from 1 up.' },
  'history/label_invalid': { status: 400, message: 'A version name needs 1 to 80 characters on one line.' },
  'history/empty': {
    status: 409,
    message: 'This design has no saved changes yet, so there is no version to name.',
  },
  'catalogue/forbidden': {
    status: 403,
    message: 'Only administrators on the Ultimate plan can change prices.',
  },
  'catalogue/not_found': { status: 404, message: 'This catalogue item does not exist.' },
  'catalogue/price_not_editable': { status: 400, message: 'Prices of this category cannot be changed.' },
  'catalogue/other_account': { status: 403, message: 'You can only change the prices of your own account.' },
  'admin/forbidden': { status: 403, message: 'Only administrators can do that.' },
  'admin/other_user': { status: 403, message: 'You can only check your own account.' },
  'admin/user_not_found': { status: 404, message: 'There is no such user.' },
  'userData/not_that_appliance': { status: 400, message: 'This model is not an appliance of that kind.' },
  'userData/favorite_locked': {
    status: 403,
    message: 'This appliance is locked on your plan, so it cannot be your favorite.',
  },
  'designSession/forbidden': { status: 403, message: 'This design session belongs to someone else.' },
  // spec 000 section 8: a failed new subscription shows this title.
  'billing/subscribe_failed': { status: 402, message: 'Error Subscribing' },
  // spec 000 section 8: other subscription failures show just this.
  'billing/failed': { status: 402, message: 'Error' },
  'licenses/negative': { status: 400, message: 'The number of additional licenses cannot be negative.' },
  'licenses/not_integer': {
    status: 400,
    message: 'The number of additional licenses must be a whole number.',
  },
  'licenses/not_allowed': { status: 400, message: 'This plan does not take additional licenses.' },
  'billing/plan_unknown': { status: 400, message: 'This plan is not offered here.' },
  'billing/notification_invalid': {
    status: 400,
    message: 'This payment notification does not carry the payment gateway’s valid signature.',
  },
  // Accounts, organisations and billing (api/src/account, organisations, billing).
  'account/current_password_wrong': { status: 400, message: 'Your current password is wrong.' },
  'account/password_not_set': {
    status: 409,
    message: 'This account has no password yet. Use Forgot password to get a code by e-mail and set one.',
  },
  'session/not_found': { status: 404, message: 'This session does not exist or has already ended.' },
  'organisation/not_found': { status: 404, message: 'You are not part of an organization.' },
  'organisation/owner_only': { status: 403, message: 'Only the account owner can manage coworkers.' },
  'organisation/needs_business_plan': { status: 402, message: 'Inviting coworkers needs a business plan.' },
  'organisation/no_licenses_left': {
    status: 402,
    message: 'All licenses are in use. Add licenses to your plan to invite more coworkers.',
  },
  'organisation/already_member': { status: 409, message: 'This person is already part of an organization.' },
  'organisation/invite_not_found': {
    status: 404,
    message: 'This invitation does not exist, has expired or was already used.',
  },
  'organisation/invite_other_account': {
    status: 403,
    message: 'This invitation is for another e-mail address. Please log in with the invited address.',
  },
  'organisation/password_required': {
    status: 400,
    message: 'Please choose a password of at least 8 characters to create your account.',
  },
  'organisation/member_not_found': { status: 404, message: 'This person is not part of your organization.' },
  'organisation/owner_cannot_leave': { status: 400, message: 'The owner cannot leave the organization.' },
  'billing/gateway_unavailable': { status: 400, message: 'This payment method is not available.' },
  // No PAYMENT_GATEWAY on this installation: nothing is charged and nothing is granted.
  'billing/not_configured': {
    status: 503,
    message: 'Payments are not set up on this installation.',
  },
  'billing/already_subscribed': {
    status: 409,
    message: 'You already have a subscription. Change it instead of subscribing again.',
  },
  'billing/no_subscription': { status: 409, message: 'There is no subscription to change.' },
  'billing/not_owner': {
    status: 403,
    message: 'Only the owner of the organization can change its subscription.',
  },
  'billing/licenses_in_use': {
    status: 409,
    message: 'Remove coworkers or invitations before lowering the number of licenses.',
  },
  'billing/not_lapsed': { status: 409, message: 'This subscription is active; change it instead.' },
  // spec 000 section 8: the generic fallback.
  'internal/unknown': { status: 500, message: 'Error happened' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERROR_CATALOGUE;

export const API_ERROR_CODES = Object.keys(API_ERROR_CATALOGUE) as ApiErrorCode[];

/** The message of each code, for callers that only show text. */
export const API_ERRORS = Object.fromEntries(
  API_ERROR_CODES.map((code) => [code, API_ERROR_CATALOGUE[code].message]),
) as { [C in ApiErrorCode]: (typeof API_ERROR_CATALOGUE)[C]['message'] };

/** The api's code for a refused import, so the api answers with exactly the reader's message. */
export function saveFileApiErrorCode(code: SaveFileImportErrorCode): ApiErrorCode {
  return `saveFile/${code}`;
}

export function apiErrorStatus(code: ApiErrorCode): number {
  return API_ERROR_CATALOGUE[code].status;
}

export const ApiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERROR_CATALOGUE, code);
}
