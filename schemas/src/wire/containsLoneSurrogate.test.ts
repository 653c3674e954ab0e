import { describe, expect, it } from 'vitest';
import { containsLoneSurrogate } from './containsLoneSurrogate';

describe('containsLoneSurrogate', () => {
  it('finds an unpaired surrogate in a string, a nested string or a key, however it was escaped', () => {
    expect(containsLoneSurrogate('x\ud800y')).toBe(true);
    expect(containsLoneSurrogate(JSON.parse('{"filename": "x\\ud800y"}'))).toBe(true);
    expect(containsLoneSurrogate({ a: [{ b: ['ok', 'end\udc00'] }] })).toBe(true);
    expect(containsLoneSurrogate(JSON.parse('{"k\\udfff": 1}'))).toBe(true);
    expect(containsLoneSurrogate(['\ude00\ud83d'])).toBe(true);
  });

  it('accepts paired surrogates (emoji) and values without strings', () => {
    expect(containsLoneSurrogate({ name: 'Küche 🙂', list: [1, null, true, { '🍳': 'ok' }] })).toBe(false);
    expect(containsLoneSurrogate(null)).toBe(false);
    expect(containsLoneSurrogate(42)).toBe(false);
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    expect(containsLoneSurrogate(deep)).toBe(true);
  });
});
