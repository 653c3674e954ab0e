import { describe, expect, it } from 'vitest';
import { importSaveFile } from './importSaveFile';
import { SAVE_FILE_IMPORT_ERRORS } from './saveFileImportErrors';
import { SAVE_FILE_LIMITS } from './saveFileLimits';

const name = 'big.msmv';

function notes(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `note_${index}`,
    position: { x: 0, y: 0, z: 0 },
  }));
}

function nested(levels: number): unknown {
  let value: unknown = {};
  for (let level = 1; level < levels; level += 1) value = { inner: value };
  return value;
}

describe('save file limits', () => {
  it('names each limit in its message', () => {
    expect(SAVE_FILE_IMPORT_ERRORS.tooLarge).toContain('20 MB');
    expect(SAVE_FILE_LIMITS.maxBytes).toBe(SAVE_FILE_LIMITS.maxMegabytes * 1024 * 1024);
    expect(SAVE_FILE_IMPORT_ERRORS.tooManyNodes).toContain(String(SAVE_FILE_LIMITS.maxNodes));
    expect(SAVE_FILE_IMPORT_ERRORS.tooDeep).toContain(String(SAVE_FILE_LIMITS.maxDepth));
  });

  it('refuses an upload that declares more than 20 MB before reading it', () => {
    const result = importSaveFile({ name, content: '{}', size: SAVE_FILE_LIMITS.maxBytes + 1 });
    expect(result).toEqual({ ok: false, code: 'tooLarge', error: SAVE_FILE_IMPORT_ERRORS.tooLarge });
  });

  it('refuses more than 20 MB of bytes, and of text counted as UTF-8', () => {
    const bytes = new Uint8Array(SAVE_FILE_LIMITS.maxBytes + 1).fill(0x20);
    expect(importSaveFile({ name, content: bytes })).toMatchObject({ code: 'tooLarge' });
    const ascii = ' '.repeat(SAVE_FILE_LIMITS.maxBytes + 1);
    expect(importSaveFile({ name, content: ascii })).toMatchObject({ code: 'tooLarge' });
    // Fewer characters than the limit, but two bytes each.
    const accented = `"${'é'.repeat(SAVE_FILE_LIMITS.maxBytes / 2)}"`;
    expect(accented.length).toBeLessThan(SAVE_FILE_LIMITS.maxBytes);
    expect(importSaveFile({ name, content: accented })).toMatchObject({ code: 'tooLarge' });
  });

  it('reads a file of exactly 20 MB', () => {
    const file = JSON.stringify({ version: 2, data: { document: { id: 'save_1' } } });
    const padded = file.padEnd(SAVE_FILE_LIMITS.maxBytes, ' ');
    expect(importSaveFile({ name, content: padded, size: padded.length })).toMatchObject({ ok: true });
  });

  it('refuses more nodes than the limit and accepts exactly the limit', () => {
    const file = (count: number) =>
      JSON.stringify({ version: 2, data: { document: { id: 'save_1' }, notes: notes(count) } });
    expect(importSaveFile({ name, content: file(SAVE_FILE_LIMITS.maxNodes + 1) })).toEqual({
      ok: false,
      code: 'tooManyNodes',
      error: SAVE_FILE_IMPORT_ERRORS.tooManyNodes,
    });
    expect(importSaveFile({ name, content: file(SAVE_FILE_LIMITS.maxNodes) })).toMatchObject({ ok: true });
  });

  it('counts the nodes of every kind together', () => {
    const half = Math.ceil((SAVE_FILE_LIMITS.maxNodes + 1) / 2);
    const lights = Array.from({ length: half }, (_, index) => ({
      id: `pointLight_${index}`,
      x: 0,
      y: 0,
      z: 0,
    }));
    const data = { document: { id: 'save_1' }, notes: notes(half), pointLights: lights };
    expect(importSaveFile({ name, content: JSON.stringify({ version: 2, data }) })).toMatchObject({
      code: 'tooManyNodes',
    });
  });

  it('refuses a file nested deeper than the limit, which could not be exported again', () => {
    // The file and its data member are the first two levels.
    const file = (levels: number) =>
      JSON.stringify({ version: 2, data: { document: { id: 'save_1' }, extra: nested(levels - 2) } });
    expect(importSaveFile({ name, content: file(SAVE_FILE_LIMITS.maxDepth) })).toMatchObject({ ok: true });
    expect(importSaveFile({ name, content: file(SAVE_FILE_LIMITS.maxDepth + 1) })).toEqual({
      ok: false,
      code: 'tooDeep',
      error: SAVE_FILE_IMPORT_ERRORS.tooDeep,
    });
    const hostile = `{"data":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`;
    expect(importSaveFile({ name, content: hostile })).toMatchObject({ code: 'tooDeep' });
  });
});
