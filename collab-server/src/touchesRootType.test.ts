import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { touchesRootType } from './touchesRootType';

/** The server's copy and a client's copy of one document, and the update of the client's next change. */
function change(setUp: (doc: Y.Doc) => void, edit: (doc: Y.Doc) => void) {
  const server = new Y.Doc();
  setUp(server);
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  const before = Y.encodeStateVector(client);
  edit(client);
  return { server, update: Y.encodeStateAsUpdate(client, before) };
}

const nothing = () => undefined;
const withMeta = (doc: Y.Doc) => {
  doc.getMap('meta').set('schemaVersions', { walls: 1 });
  const nested = new Y.Map<unknown>();
  doc.getMap('meta').set('nested', nested);
  nested.set('a', 1);
  doc.getMap('walls').set('wall_1', 'x');
};

describe('touchesRootType', () => {
  it.each([
    ['a new key in meta', nothing, (doc: Y.Doc) => doc.getMap('meta').set('schemaVersions', { walls: 99 })],
    [
      'an overwrite of an existing meta key',
      withMeta,
      (doc: Y.Doc) => doc.getMap('meta').set('schemaVersions', {}),
    ],
    ['a deletion of a meta key', withMeta, (doc: Y.Doc) => doc.getMap('meta').delete('schemaVersions')],
    [
      'a write inside a map nested in meta',
      withMeta,
      (doc: Y.Doc) => (doc.getMap('meta').get('nested') as Y.Map<unknown>).set('a', 2),
    ],
    [
      'a meta write bundled with an ordinary edit',
      withMeta,
      (doc: Y.Doc) =>
        doc.transact(() => {
          doc.getMap('walls').set('wall_2', 'y');
          doc.getMap('meta').set('schemaVersions', {});
        }),
    ],
  ])('finds %s', (_name, setUp, edit) => {
    const { server, update } = change(setUp, edit);
    expect(touchesRootType(server, update, 'meta')).toBe(true);
  });

  it.each([
    ['a new key elsewhere', withMeta, (doc: Y.Doc) => doc.getMap('walls').set('wall_2', 'y')],
    ['an overwrite elsewhere', withMeta, (doc: Y.Doc) => doc.getMap('walls').set('wall_1', 'z')],
    ['a deletion elsewhere', withMeta, (doc: Y.Doc) => doc.getMap('walls').delete('wall_1')],
    [
      'a nested map elsewhere, filled in the same update',
      withMeta,
      (doc: Y.Doc) => {
        const model = new Y.Map<unknown>();
        doc.getMap('models').set('model_1', model);
        model.set('width', 0.6);
        model.set('width', 0.9);
      },
    ],
  ])('does not flag %s', (_name, setUp, edit) => {
    const { server, update } = change(setUp, edit);
    expect(touchesRootType(server, update, 'meta')).toBe(false);
  });

  it('flags, to be safe, an item that hangs off items the server has never seen', () => {
    const { update } = change(withMeta, (doc) => doc.getMap('walls').set('wall_1', 'z'));
    expect(touchesRootType(new Y.Doc(), update, 'meta')).toBe(true);
  });
});
