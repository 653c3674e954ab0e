import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { copyForDocument } from './copyForDocument';

describe('copyForDocument', () => {
  it('copies deeply, so later changes to the original do not reach the document', () => {
    const original = { list: [{ a: 1 }], bytes: new Uint8Array([1]) };
    const copy = copyForDocument(original) as typeof original;
    original.list[0]!.a = 2;
    original.bytes[0] = 9;
    expect(copy).toEqual({ list: [{ a: 1 }], bytes: new Uint8Array([1]) });
  });

  it('keeps only what another replica decodes, dropping own __proto__ keys', () => {
    const value = JSON.parse('{"a": {"__proto__": {"x": 1}, "b": 2}}') as unknown;
    const source = new Y.Doc();
    source.getMap('m').set('k', value);
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(source));
    expect(copyForDocument(value)).toEqual({ a: { b: 2 } });
    expect(Object.keys((replica.getMap('m').get('k') as { a: object }).a)).toEqual(['b']);
  });

  it('stores lone surrogates as U+FFFD, as every other replica decodes them, and keeps emoji', () => {
    const value = { name: 'x\ud800y', ['k\udc00']: ['🙂', '\ude00'] };
    const source = new Y.Doc();
    source.getMap('m').set('k', value);
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(source));
    expect(copyForDocument(value)).toEqual(replica.getMap('m').get('k'));
    expect(copyForDocument(value)).toEqual({ name: 'x\ufffdy', ['k\ufffd']: ['🙂', '\ufffd'] });
    expect(copyForDocument('x\ud800y')).toBe('x\ufffdy');
  });
});
