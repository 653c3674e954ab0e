import { describe, expect, it } from 'vitest';
import { API_CALLS } from './apiCalls';
import { API_ERRORS, apiErrorStatus } from './apiError';
import {
  CreateCheckpointRequestSchema,
  HISTORY_LABEL_MAX_LENGTH,
  HistoryListResponseSchema,
  HistorySeqParamSchema,
  HistoryVersionResponseSchema,
  RestoreVersionRequestSchema,
} from './history';

describe('history wire payloads', () => {
  it('trims a checkpoint label and takes 1 to 80 characters', () => {
    expect(CreateCheckpointRequestSchema.parse({ label: '  Before the island  ' })).toEqual({
      label: 'Before the island',
    });
    expect(
      CreateCheckpointRequestSchema.safeParse({ label: 'x'.repeat(HISTORY_LABEL_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(HISTORY_LABEL_MAX_LENGTH).toBe(80);
  });

  it('refuses an empty, blank, too long, multi-line or missing label with the catalogue message', () => {
    for (const body of [
      { label: '' },
      { label: '   ' },
      { label: 'x'.repeat(HISTORY_LABEL_MAX_LENGTH + 1) },
      { label: 'two\nlines' },
      { label: 'tab\there' },
      { label: 7 },
      {},
    ]) {
      const result = CreateCheckpointRequestSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(API_ERRORS['history/label_invalid']);
    }
  });

  it('restores to a positive whole seq only', () => {
    expect(RestoreVersionRequestSchema.parse({ seq: 12 })).toEqual({ seq: 12 });
    for (const seq of [0, -1, 1.5, '3', null, Number.MAX_SAFE_INTEGER + 1, Number.NaN, undefined]) {
      const result = RestoreVersionRequestSchema.safeParse({ seq });
      expect(result.success, String(seq)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(API_ERRORS['history/seq_invalid']);
    }
  });

  it('reads a seq from a path segment of digits only, never coercing', () => {
    expect(HistorySeqParamSchema.parse('42')).toBe(42);
    for (const segment of ['0', '-1', '1.5', '1e3', ' 7', '0x10', '07', '', 'latest', '99999999999999999']) {
      expect(HistorySeqParamSchema.safeParse(segment).success, segment).toBe(false);
    }
  });

  it('lists checkpoints with the head and their total price (null when unreadable), and a server checkpoint has no author', () => {
    const listing = {
      head: 9,
      checkpoints: [
        { label: 'Restored version 3', author: null, createdAt: 1, seq: 9, totalPrice: 1290.5 },
        { label: 'Trimmed', author: 'user_1', createdAt: 0, seq: 2, totalPrice: null },
      ],
    };
    expect(HistoryListResponseSchema.parse(listing)).toEqual(listing);
    const { totalPrice: _, ...unpriced } = listing.checkpoints[0]!;
    expect(HistoryListResponseSchema.safeParse({ head: 9, checkpoints: [unpriced] }).success).toBe(false);
    expect(HistoryListResponseSchema.safeParse({ head: -1, checkpoints: [] }).success).toBe(false);
  });

  it('answers a version with save-file contents, defaults filled', () => {
    const version = HistoryVersionResponseSchema.parse({ seq: 3, contents: { document: { id: 'save_1' } } });
    expect(version.contents).toMatchObject({ walls: [], models: [], document: { id: 'save_1' } });
  });
});

describe('history calls and errors', () => {
  it('registers the four history calls under the save', () => {
    expect(
      [
        API_CALLS.listHistory,
        API_CALLS.readHistoryVersion,
        API_CALLS.createCheckpoint,
        API_CALLS.restoreVersion,
      ].map((call) => `${call.method} ${call.path}`),
    ).toEqual([
      'GET /saves/:saveId/history',
      'GET /saves/:saveId/history/:seq',
      'POST /saves/:saveId/history/checkpoints',
      'POST /saves/:saveId/history/restore',
    ]);
  });

  it('has a status for every refusal: 400 bad input, 403 viewers, 404 unknown version, 409 empty, 503 off', () => {
    expect(apiErrorStatus('history/label_invalid')).toBe(400);
    expect(apiErrorStatus('history/seq_invalid')).toBe(400);
    expect(apiErrorStatus('history/forbidden')).toBe(403);
    expect(apiErrorStatus('history/version_not_found')).toBe(404);
    expect(apiErrorStatus('history/empty')).toBe(409);
    expect(apiErrorStatus('history/unavailable')).toBe(503);
    expect(API_ERRORS['history/label_invalid']).toContain(String(HISTORY_LABEL_MAX_LENGTH));
  });
});
