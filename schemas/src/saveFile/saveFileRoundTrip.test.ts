import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaveFileContentsSchema, type SaveFileContentsInput } from '../document/saveFileContents';
import { SOFFIT_CREATION_TYPES } from '../document/soffit';
import { exportSaveFile } from './exportSaveFile';
import { importSaveFile } from './importSaveFile';
import { SAVE_FILE_IMPORT_ERRORS } from './saveFileImportErrors';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
const length = fc.double({ noNaN: true, min: 0, max: 100 });
const positive = fc.double({ noNaN: true, min: 0.001, max: 100 });
const vec3 = fc.record({ x: finite, y: finite, z: finite });
const point = fc.record({ x: finite, z: finite });
const box = fc.record({ width: length, height: length, depth: length });
const text = fc.string({ maxLength: 12 });
const idTail = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);

/**
 * Members this version does not know, as a newer product might add them; never one of ours. Passed
 * through JSON because JSON has no negative zero: -0 exports as 0, which means the same.
 */
const unknownFields = fc
  .dictionary(fc.stringMatching(/^x[A-Za-z]{1,5}$/), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 2 })
  .map((fields): Record<string, unknown> => JSON.parse(JSON.stringify(fields)));

function ids(prefix: string) {
  return fc.uniqueArray(idTail, { maxLength: 4 }).map((tails) => tails.map((tail) => `${prefix}_${tail}`));
}

function withUnknown<T extends object>(node: fc.Arbitrary<T>) {
  return fc.tuple(node, unknownFields).map(([known, extra]) => ({ ...extra, ...known }));
}

const contentsInput: fc.Arbitrary<SaveFileContentsInput> = fc
  .record({ wallIds: ids('wall'), modelIds: ids('model') })
  .chain(({ wallIds, modelIds }) => {
    const wallRef = wallIds.length > 0 ? fc.constantFrom(...wallIds) : fc.constant('wall_missing');
    const nodes = <T extends object>(prefix: string, node: (id: string) => fc.Arbitrary<T>) =>
      ids(prefix).chain((nodeIds) => fc.tuple(...nodeIds.map((id) => withUnknown(node(id)))));
    return fc.record(
      {
        document: withUnknown(
          fc.record({
            id: text,
            filename: text,
            owner: text,
            editors: fc.array(text, { maxLength: 2 }),
            access: fc.constantFrom('locked', 'public'),
            __added_time: fc.nat(),
          }),
        ),
        walls: fc.tuple(
          ...wallIds.map((id) =>
            withUnknown(
              fc.record({
                id: fc.constant(id),
                position: point,
                dimensions: fc.record({ x: positive, y: positive, z: positive }),
                angle: finite,
                connected: fc.subarray(wallIds),
                name: text,
                color: text,
              }),
            ),
          ),
        ),
        models: fc.tuple(
          ...modelIds.map((id) =>
            withUnknown(
              fc.record(
                {
                  id: fc.constant(id),
                  catalogModelId: text,
                  catalogStyleId: text.filter((style) => style.trim() !== ''),
                  position: vec3,
                  rotation: vec3,
                  dimensions: box,
                  modelType: fc.constantFrom('base', 'wall', 'appliance', 'uncategorized'),
                  crownMolding: fc.boolean(),
                  handles: fc.option(fc.constantFrom('none', 'bar-1')),
                  additionalModels: fc.array(fc.dictionary(text, fc.jsonValue({ maxDepth: 2 })), {
                    maxLength: 2,
                  }),
                },
                { requiredKeys: ['id', 'catalogModelId', 'position', 'dimensions'] },
              ),
            ),
          ),
        ),
        openings: nodes('opening', (id) =>
          fc.record({
            id: fc.constant(id),
            opening_id: text,
            wall_id: wallRef,
            position: vec3,
            dimensions: vec3,
          }),
        ),
        islandWalls: nodes('islandWall', (id) =>
          fc.record({
            id: fc.constant(id),
            width: length,
            position: point,
            firstPoint: point,
            lastPoint: point,
          }),
        ),
        notes: nodes('note', (id) => fc.record({ id: fc.constant(id), position: vec3, text })),
        pointLights: nodes('pointLight', (id) =>
          fc.record({
            id: fc.constant(id),
            x: finite,
            y: finite,
            z: finite,
            intensity: length,
            shadow: fc.boolean(),
          }),
        ),
        soffit: nodes('soffit', (id) =>
          fc.record({
            id: fc.constant(id),
            positionHeight: length,
            dimensionHeight: length,
            wallId: fc.option(wallRef),
            gltfIds: fc.subarray(modelIds),
            creationType: fc.constantFrom(...SOFFIT_CREATION_TYPES),
            customDepthValue: fc.double({ noNaN: true, min: 1, max: 48 }),
            points: fc.array(point, { maxLength: 3 }),
          }),
        ),
        customMeasurements: nodes('measurement', (id) =>
          fc.record({ id: fc.constant(id), start: vec3, end: vec3 }),
        ),
        flooring: fc.option(
          withUnknown(
            fc.record({
              id: text,
              rotation: fc.double({ noNaN: true, min: -720, max: 720 }),
              app: unknownFields,
            }),
          ),
        ),
        countertop: fc.option(fc.record({ id: text })),
        backsplash: fc.option(
          fc.record({
            walls: fc.subarray(wallIds),
            size: fc.constantFrom('small', 'big', 'custom', 'fill'),
            height: finite,
          }),
        ),
        cart: fc.record({
          lines: fc.array(
            fc.record({ catalogModelId: text, quantity: fc.integer({ min: 1, max: 9 }), unitPrice: length }),
            { maxLength: 2 },
          ),
        }),
        totalPrice: length,
      },
      { requiredKeys: ['document'] },
    );
  })
  .chain((known) => unknownFields.map((extra) => ({ ...extra, ...known })));

/**
 * Valid contents as the schemas give them. They pass through JSON once first because JSON has no
 * negative zero: a design with -0 in it exports as 0, which is the same design.
 */
const validContents = contentsInput.map((input) =>
  SaveFileContentsSchema.parse(JSON.parse(JSON.stringify(input))),
);

describe('save file round trip', () => {
  it('imports exactly what it exported, for any valid contents and unknown top-level members', () => {
    fc.assert(
      fc.property(validContents, unknownFields, (contents, fileExtras) => {
        const result = importSaveFile({
          name: 'kitchen.msmv',
          content: exportSaveFile(contents, fileExtras),
        });
        expect(result).toEqual({ ok: true, contents, migratedFrom: 2, fileExtras });
      }),
    );
  });

  it('writes version 2 and the contents as data, which extras cannot override', () => {
    fc.assert(
      fc.property(validContents, (contents) => {
        const file = JSON.parse(exportSaveFile(contents, { version: 7, data: 'other', note: 'kept' }));
        expect(file).toEqual({ version: 2, note: 'kept', data: JSON.parse(JSON.stringify(contents)) });
      }),
      { numRuns: 20 },
    );
  });

  // Found by the property above: wrapping must not round an angle that is already wrapped.
  it('keeps a flooring rotation just under 360 degrees across export and import', () => {
    const contents = SaveFileContentsSchema.parse({ document: { id: 'save_1' }, flooring: { id: 'oak' } });
    const rotated = { ...contents, flooring: { ...contents.flooring!, rotation: 359.99999999984385 } };
    const result = importSaveFile({ name: 'kitchen.msmv', content: exportSaveFile(rotated) });
    expect(result).toMatchObject({ ok: true, contents: { flooring: { rotation: 359.99999999984385 } } });
  });

  it('never throws on any input, and refuses only with a catalogue message', () => {
    const messages = new Set<string>(Object.values(SAVE_FILE_IMPORT_ERRORS));
    const anyFile = fc.oneof(
      fc.string(),
      fc.json(),
      fc.record({ version: fc.jsonValue(), data: fc.jsonValue() }),
      fc
        .record({
          data: fc.dictionary(
            fc.constantFrom('walls', 'models', 'notes', 'document', 'soffit'),
            fc.jsonValue(),
          ),
        })
        .map((file) => JSON.stringify(file)),
    );
    fc.assert(
      fc.property(anyFile, (content) => {
        const text = typeof content === 'string' ? content : JSON.stringify(content);
        const result = importSaveFile({ name: 'any.msmv', content: text });
        if (!result.ok) expect(messages.has(result.error)).toBe(true);
      }),
    );
  });
});
