import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  SaveFileContentsSchema,
  type SaveFileContents,
  type SaveFileContentsInput,
} from '../document/saveFileContents';
import { docToSaveFileContents } from './docToSaveFileContents';
import { extrasMap } from './extrasMap';
import { nodesMap } from './nodesMap';
import { saveFileContentsToDoc } from './saveFileContentsToDoc';
import { richSaveFileContents } from './testing/richSaveFileContents';
import { writeDesignField } from './writeDesignField';

/** What a round trip must give: the parsed contents, nodes in id order as the document lists them. */
function expectedAfterRoundTrip(input: SaveFileContentsInput): SaveFileContents {
  const parsed = SaveFileContentsSchema.parse(input);
  const sorted = Object.entries(parsed).map(([member, value]) => [
    member,
    Array.isArray(value) ? [...(value as { id: string }[])].sort((a, b) => (a.id < b.id ? -1 : 1)) : value,
  ]);
  return Object.fromEntries(sorted) as SaveFileContents;
}

/** Through a second replica, so what is compared went through Yjs's encoding, not local references. */
function roundTrip(input: SaveFileContentsInput): SaveFileContents {
  const loaded = saveFileContentsToDoc(input);
  const replica = new Y.Doc();
  Y.applyUpdate(replica, Y.encodeStateAsUpdate(loaded));
  return docToSaveFileContents(replica, SaveFileContentsSchema.parse(input).document);
}

const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
const positive = fc.double({ noNaN: true, min: 0.001, max: 100 });
const length = fc.double({ noNaN: true, min: 0, max: 100 });
const text = fc.string({ maxLength: 12 });
const idTail = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);
/** Without `__proto__` keys, which Yjs's decoder drops (see copyForDocument): no replica keeps them. */
const unknownFields = fc
  .dictionary(fc.stringMatching(/^x[A-Za-z]{1,5}$/), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 2 })
  .map(
    (fields) =>
      JSON.parse(JSON.stringify(fields), (key, value: unknown) =>
        key === '__proto__' ? undefined : value,
      ) as Record<string, unknown>,
  );

function nodes<T extends object>(prefix: string, node: (id: string) => fc.Arbitrary<T>) {
  return fc
    .uniqueArray(idTail, { maxLength: 5 })
    .chain((tails) =>
      fc.tuple(
        ...tails.map((tail) =>
          fc
            .tuple(node(`${prefix}_${tail}`), unknownFields)
            .map(([known, extra]) => ({ ...extra, ...known })),
        ),
      ),
    );
}

const contents: fc.Arbitrary<SaveFileContentsInput> = fc.record({
  document: fc.record({
    id: text,
    style: fc.option(text),
    handle: fc.option(fc.constantFrom('none', 'bar-1')),
  }),
  walls: nodes('wall', (id) =>
    fc.record({
      id: fc.constant(id),
      position: fc.record({ x: finite, z: finite }),
      dimensions: fc.record({ x: positive, y: positive, z: positive }),
      angle: finite,
      name: text,
      visible: fc.boolean(),
    }),
  ),
  models: nodes('model', (id) =>
    fc.record(
      {
        id: fc.constant(id),
        catalogModelId: text,
        // A blank style is a migration's business, tested on its own; here content is already current.
        catalogStyleId: text.filter((style) => style.trim() !== ''),
        position: fc.record({ x: finite, y: finite, z: finite }),
        dimensions: fc.record({ width: length, height: length, depth: length }),
        crownMolding: fc.boolean(),
        handles: fc.option(fc.constantFrom('none', 'bar-1')),
      },
      { requiredKeys: ['id', 'catalogModelId', 'position', 'dimensions'] },
    ),
  ),
  notes: nodes('note', (id) =>
    fc.record({
      id: fc.constant(id),
      position: fc.record({ x: finite, y: finite, z: finite }),
      text,
      background_opacity: fc.integer({ min: 0, max: 100 }),
    }),
  ),
  totalPrice: fc.double({ noNaN: true, min: 0, max: 1e6 }),
});

describe('docToSaveFileContents', () => {
  it('gives back every node, setting and unknown field of a rich design through a Y.Doc', () => {
    expect(roundTrip(richSaveFileContents)).toEqual(expectedAfterRoundTrip(richSaveFileContents));
  });

  it('gives back generated walls, models and notes with unknown fields, in id order', () => {
    fc.assert(
      fc.property(contents, (input) => {
        expect(roundTrip(input)).toEqual(expectedAfterRoundTrip(input));
      }),
      { numRuns: 200 },
    );
  });

  it('takes style and handle from the design, which collaborators edit, and the rest from the save', () => {
    const doc = saveFileContentsToDoc({ document: { id: 'save_1', style: 'shaker' } });
    writeDesignField(doc, 'style', 'slab');
    writeDesignField(doc, 'handle', 'none');
    const { document } = docToSaveFileContents(doc, { id: 'save_1', filename: 'Kitchen', style: 'old' });
    expect(document).toMatchObject({ id: 'save_1', filename: 'Kitchen', style: 'slab', handle: 'none' });
  });

  it('never lets an extra member take the place of a member it knows', () => {
    const doc = saveFileContentsToDoc({ document: { id: 'save_1' }, totalPrice: 5 });
    extrasMap(doc).set('totalPrice', 999);
    extrasMap(doc).set('walls', [{ id: 'wall_x', position: { x: 0, z: 0 }, dimensions: { x: 1 } }]);
    expect(docToSaveFileContents(doc, { id: 'save_1' })).toMatchObject({ totalPrice: 5, walls: [] });
  });

  it('leaves out nodes that do not parse, as every reader of the document does', () => {
    const doc = saveFileContentsToDoc(richSaveFileContents);
    nodesMap(doc, 'note').set('note_broken', new Y.Map<unknown>([['position', 'here']]));
    const notes = docToSaveFileContents(doc, { id: 'save_1' }).notes.map((note) => note.id);
    expect(notes).toEqual(['note_a']);
  });

  it('gives a design nobody has touched as the save file defaults', () => {
    expect(docToSaveFileContents(new Y.Doc(), { id: 'save_1' })).toEqual(
      SaveFileContentsSchema.parse({ document: { id: 'save_1' } }),
    );
  });
});
