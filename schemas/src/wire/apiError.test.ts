import { describe, expect, it } from 'vitest';
import type { SharingRefusal } from '../access/applySharingChange';
import type { LicenseRefusal } from '../plans/subscriptionPrice';
import { SAVE_FILE_IMPORT_ERRORS, type SaveFileImportErrorCode } from '../saveFile/saveFileImportErrors';
import {
  API_ERROR_CATALOGUE,
  API_ERRORS,
  apiErrorStatus,
  isApiErrorCode,
  saveFileApiErrorCode,
} from './apiError';

describe('the api error catalogue', () => {
  it('quotes the spec word for word where it gives the message', () => {
    expect(API_ERRORS['auth/email_invalid']).toBe('Please input a valid email');
    expect(API_ERRORS['auth/reset_email_invalid']).toBe('Email invalid');
    expect(API_ERRORS['auth/passwords_mismatch']).toBe('Passwords do not match');
    expect(API_ERRORS['auth/user_inaccessible']).toBe(
      'User is not a part of your organization. Please make this public and share the link.',
    );
    expect(API_ERRORS['billing/subscribe_failed']).toBe('Error Subscribing');
    expect(API_ERRORS['billing/failed']).toBe('Error');
    expect(API_ERRORS['internal/unknown']).toBe('Error happened');
    expect(
      [
        'saveFile/noFile',
        'saveFile/extension',
        'saveFile/invalid',
        'saveFile/unknownVersion',
        'saveFile/migratingModels',
        'saveFile/filtering',
        'saveFile/unknown',
      ].map((code) => API_ERRORS[code as keyof typeof API_ERRORS]),
    ).toEqual([
      'No File attached',
      'Incorrect file extension',
      'Invalid Savefile',
      'Unknown Previous Version',
      'Error migrating Models',
      'Error filtering savefile',
      'Unknown Error',
    ]);
  });

  it('gives every code a 4xx or 5xx status and a non-empty message', () => {
    for (const [code, { status, message }] of Object.entries(API_ERROR_CATALOGUE)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.trim(), code).not.toBe('');
    }
    expect(apiErrorStatus('auth/required')).toBe(401);
    expect(apiErrorStatus('save/not_found')).toBe(404);
  });

  it("has an api code for every refused import, answering with the reader's own message", () => {
    for (const code of Object.keys(SAVE_FILE_IMPORT_ERRORS) as SaveFileImportErrorCode[]) {
      expect(API_ERRORS[saveFileApiErrorCode(code)]).toBe(SAVE_FILE_IMPORT_ERRORS[code]);
    }
  });

  it('has an api code for every sharing refusal and license refusal the rules can give', () => {
    const sharing: Record<SharingRefusal, true> = {
      'sharing/forbidden': true,
      'sharing/owner_immutable': true,
      'sharing/needs_coworkers': true,
      'sharing/forced_locked': true,
      'sharing/locked_needs_licence': true,
      'sharing/not_shared_with': true,
    };
    const licenses: Record<LicenseRefusal, true> = {
      'licenses/negative': true,
      'licenses/not_integer': true,
      'licenses/not_allowed': true,
    };
    for (const code of [...Object.keys(sharing), ...Object.keys(licenses)]) {
      expect(isApiErrorCode(code), code).toBe(true);
    }
  });

  it('tells catalogue codes from other strings', () => {
    expect(isApiErrorCode('save/forbidden')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode('nope/nope')).toBe(false);
  });
});
