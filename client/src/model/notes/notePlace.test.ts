import { describe, expect, it } from 'vitest';
import { notePlace } from './notePlace';

describe('notePlace', () => {
  it('shows a note at its point unless its label was dragged elsewhere', () => {
    const position = { x: 1, y: 0, z: 2 };
    expect(notePlace({ position, position_override: null })).toEqual(position);
    expect(notePlace({ position, position_override: { x: 3, y: 0, z: 4 } })).toEqual({ x: 3, y: 0, z: 4 });
  });
});
