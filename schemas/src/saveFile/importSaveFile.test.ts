import { describe, expect, it } from 'vitest';
import { exportSaveFile } from './exportSaveFile';
import { importSaveFile, type SaveFileUpload } from './importSaveFile';
import { SAVE_FILE_IMPORT_ERRORS, type SaveFileImportErrorCode } from './saveFileImportErrors';

const wall = { id: 'wall_1', position: { x: 0, z: 0 }, dimensions: { x: 3 } };
const model = {
  id: 'model_1',
  catalogModelId: 'B24',
  position: { x: 0, y: 0, z: 0 },
  dimensions: { width: 1, height: 1, depth: 1 },
};

function asFile(file: unknown, name = 'kitchen.msmv'): SaveFileUpload {
  return { name, content: JSON.stringify(file) };
}

function refused(code: SaveFileImportErrorCode) {
  return { ok: false, code, error: SAVE_FILE_IMPORT_ERRORS[code] };
}

describe('importSaveFile errors', () => {
  it('uses the spec messages word for word', () => {
    expect(SAVE_FILE_IMPORT_ERRORS).toMatchObject({
      noFile: 'No File attached',
      extension: 'Incorrect file extension',
      invalid: 'Invalid Savefile',
      unknownVersion: 'Unknown Previous Version',
      migratingModels: 'Error migrating Models',
      filtering: 'Error filtering savefile',
      unknown: 'Unknown Error',
    });
  });

  it('says No File attached when there is no name or no content', () => {
    expect(importSaveFile({ name: null, content: null })).toEqual(refused('noFile'));
    expect(importSaveFile({})).toEqual(refused('noFile'));
    expect(importSaveFile({ name: 'kitchen.msmv', content: null })).toEqual(refused('noFile'));
    expect(importSaveFile({ name: null, content: '{"data":{}}' })).toEqual(refused('noFile'));
  });

  it('says Incorrect file extension unless the name ends in .msmv, in any case', () => {
    const file = { version: 2, data: { document: { id: 'save_1' } } };
    for (const name of ['kitchen.json', 'kitchen.msmv.txt', 'kitchen', 'kitchenmsmv', 'kitchen.msmv ']) {
      expect(importSaveFile(asFile(file, name))).toEqual(refused('extension'));
    }
    expect(importSaveFile(asFile(file, 'KITCHEN.MSMV')).ok).toBe(true);
    expect(importSaveFile(asFile(file, 'kitchen.Msmv')).ok).toBe(true);
  });

  it('says Invalid Savefile for text that is not JSON, including an empty file and bytes that are not UTF-8', () => {
    for (const content of ['', 'not json', '{"version":2,"data":', '{data: {}}']) {
      expect(importSaveFile({ name: 'kitchen.msmv', content })).toEqual(refused('invalid'));
    }
    const notUtf8 = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    expect(importSaveFile({ name: 'kitchen.msmv', content: notUtf8 })).toEqual(refused('invalid'));
  });

  it('says Invalid Savefile when there is no data member or it is not an object', () => {
    for (const file of [
      { version: 2 },
      { version: 2, data: null },
      { version: 2, data: [] },
      { data: 'x' },
      [],
      42,
      null,
    ]) {
      expect(importSaveFile(asFile(file))).toEqual(refused('invalid'));
    }
  });

  it('says Invalid Savefile when the data fails validation', () => {
    const broken = [
      { document: { id: 'save_1' }, walls: [{ ...wall, dimensions: { x: -3 } }] },
      { walls: [wall] },
      { document: { id: 'save_1' }, models: [{ ...model, catalogModelId: undefined }] },
      { document: { id: 'save_1' }, totalPrice: -1 },
      { document: { id: 'save_1', version: 1 } },
      {
        document: { id: 'save_1' },
        openings: [
          {
            id: 'opening_1',
            opening_id: 'door',
            wall_id: 'gone',
            position: model.position,
            dimensions: model.position,
          },
        ],
      },
    ];
    for (const data of broken)
      expect(importSaveFile(asFile({ version: 2, data }))).toEqual(refused('invalid'));
  });

  it('says Invalid Savefile for a lone surrogate in any string or key, which no store can hold', () => {
    const named = {
      version: 2,
      data: { document: { id: 'save_1' }, walls: [{ ...wall, name: 'North\ud800' }] },
    };
    expect(importSaveFile(asFile(named))).toEqual(refused('invalid'));
    const keyed = { version: 2, future: { 'k\udc00': 1 }, data: { document: { id: 'save_1' } } };
    expect(importSaveFile(asFile(keyed))).toEqual(refused('invalid'));
    const emoji = {
      version: 2,
      data: { document: { id: 'save_1' }, walls: [{ ...wall, name: 'North 🙂' }] },
    };
    expect(importSaveFile(asFile(emoji)).ok).toBe(true);
  });

  it('says Unknown Previous Version for any stated version other than 1 or 2', () => {
    for (const version of [0, 3, 1.5, -1, '2', 'v2', true, {}, []]) {
      const file = { version, data: { document: { id: 'save_1' } } };
      expect(importSaveFile(asFile(file))).toEqual(refused('unknownVersion'));
    }
    const inDocument = { data: { document: { id: 'save_1', version: 3 } } };
    expect(importSaveFile(asFile(inDocument))).toEqual(refused('unknownVersion'));
  });

  it('says Error migrating Models for a version-1 model with no usable database_id or style', () => {
    const position = { x: 0, y: 0, z: 0 };
    const unmappable = [
      { id: 'a', position },
      { id: 'a', database_id: '', position },
      { id: 'a', database_id: { id: 'B24' }, position },
      { id: 'a', database_id: 'B24', style: ['shaker'], position },
      'B24',
      null,
    ];
    for (const bad of unmappable) {
      expect(importSaveFile(asFile({ data: { models: [bad] } }))).toEqual(refused('migratingModels'));
    }
  });

  it('says Error filtering savefile when a version-1 member is of the wrong type', () => {
    const wrong = [
      { walls: 'w1' },
      { walls: [1, 2] },
      { notes: {} },
      { models: 'B24' },
      { flooring: 'oak' },
      { flooring: ['oak'] },
      { ceiling: 'white' },
      { cart: [] },
      { totalPrice: '12.50' },
      { document: [] },
      { document: 'save' },
    ];
    for (const data of wrong)
      expect(importSaveFile(asFile({ version: 1, data }))).toEqual(refused('filtering'));
  });

  it('says Unknown Error, never throwing, when something unexpected fails', () => {
    const upload = {
      name: 'kitchen.msmv',
      content: '{"version":2,"data":{"document":{"id":"save_1"}}}',
      get size(): number {
        throw new Error('the upload was closed');
      },
    };
    expect(importSaveFile(upload)).toEqual(refused('unknown'));
  });

  it('gives nothing but the message for a broken file, never part of a design', () => {
    const good = { document: { id: 'save_1' }, walls: [wall], models: [model] };
    const oneBadNote = { ...good, notes: [{ id: 'note_1', position: { x: 0, y: 0 } }] };
    const result = importSaveFile(asFile({ version: 2, data: oneBadNote }));
    expect(result).toStrictEqual(refused('invalid'));
    expect(Object.keys(result).sort()).toEqual(['code', 'error', 'ok']);
  });
});

describe('importSaveFile versions', () => {
  const data = { document: { id: 'save_1' }, walls: [wall] };

  it('reads the version at the top level first', () => {
    const result = importSaveFile(
      asFile({ version: 2, data: { ...data, document: { id: 'save_1', version: 2 } } }),
    );
    expect(result).toMatchObject({ ok: true, migratedFrom: 2 });
  });

  it('falls back to data.document.version when the top level states none', () => {
    const result = importSaveFile(asFile({ data: { ...data, document: { id: 'save_1', version: 2 } } }));
    expect(result).toMatchObject({ ok: true, migratedFrom: 2 });
  });

  it('treats a file that states no version anywhere, or null, as version 1', () => {
    expect(importSaveFile(asFile({ data }))).toMatchObject({ ok: true, migratedFrom: 1 });
    expect(importSaveFile(asFile({ version: null, data }))).toMatchObject({ ok: true, migratedFrom: 1 });
  });

  it('migrates a file that states version 1', () => {
    const result = importSaveFile(asFile({ version: 1, data: { walls: [wall] } }));
    expect(result).toMatchObject({
      ok: true,
      migratedFrom: 1,
      contents: { document: { id: '', version: 2 } },
    });
  });

  it('accepts bytes and a leading byte order mark', () => {
    const text = exportSaveFile(importSaveFileOrThrow(asFile({ version: 2, data })));
    const bytes = new TextEncoder().encode(`\uFEFF${text}`);
    expect(importSaveFile({ name: 'kitchen.msmv', content: bytes })).toMatchObject({ ok: true });
    expect(importSaveFile({ name: 'kitchen.msmv', content: `\uFEFF${text}` })).toMatchObject({ ok: true });
  });

  it('returns the document id from the file, untouched, for the api to replace', () => {
    const result = importSaveFile(asFile({ version: 2, data: { document: { id: 'someone-elses-save' } } }));
    expect(result).toMatchObject({ ok: true, contents: { document: { id: 'someone-elses-save' } } });
  });

  it('repairs what the document migrations repair instead of refusing the file', () => {
    const soffit = { id: 'soffit_1', positionHeight: 2, dimensionHeight: 0.3, customDepthValue: 500 };
    const result = importSaveFile(asFile({ version: 2, data: { document: { id: 's' }, soffit: [soffit] } }));
    expect(result).toMatchObject({
      ok: true,
      contents: { soffit: [{ id: 'soffit_1', customDepthValue: 12 }] },
    });
  });
});

function importSaveFileOrThrow(upload: SaveFileUpload) {
  const result = importSaveFile(upload);
  if (!result.ok) throw new Error(result.error);
  return result.contents;
}
