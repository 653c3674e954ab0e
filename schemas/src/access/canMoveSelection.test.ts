import { describe, expect, it } from 'vitest';
import { canMoveSelection } from './canMoveSelection';

const edit = { view: true, edit: true, own: false };
const view = { view: true, edit: false, own: false };

describe('canMoveSelection', () => {
  it('moves a selection only when every selected item can be edited', () => {
    expect(canMoveSelection([edit, edit])).toBe(true);
    expect(canMoveSelection([edit, view])).toBe(false);
  });

  it('has nothing to move in an empty selection', () => {
    expect(canMoveSelection([])).toBe(false);
  });
});
