import { describe, expect, it } from 'vitest';
import { DEFAULT_HANDLE_STYLE, handleStyle } from './handleStyle';

describe('handleStyle', () => {
  it('draws no handle for None and the style handle for Default', () => {
    expect(handleStyle('none')).toBeNull();
    expect(handleStyle(null)).toEqual(DEFAULT_HANDLE_STYLE);
  });

  it('reads shape, length in millimetres and finish from a catalogue handle id', () => {
    expect(handleStyle('bar-160-bk')).toEqual({ shape: 'bar', length: 0.16, finish: 'black' });
    expect(handleStyle('cup-76-br')).toEqual({ shape: 'cup', length: 0.076, finish: 'brass' });
    expect(handleStyle('edge-pull-al')).toEqual({
      shape: 'edge',
      length: DEFAULT_HANDLE_STYLE.length,
      finish: 'aluminium',
    });
    expect(handleStyle('knob-32-bn')).toEqual({ shape: 'knob', length: 0.032, finish: 'nickel' });
  });

  it('falls back to the default shape and finish for an id it cannot read, still drawing a handle', () => {
    expect(handleStyle('handle_from_another_catalogue')).toEqual(DEFAULT_HANDLE_STYLE);
  });
});
