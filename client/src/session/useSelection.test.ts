import { beforeEach, describe, expect, it } from 'vitest';
import { useSelection } from './useSelection';

describe('useSelection', () => {
  beforeEach(() => useSelection.getState().clear());

  it('keeps each selected id once', () => {
    useSelection.getState().select(['model_a', 'model_a', 'wall_b']);
    expect(useSelection.getState().selectedIds).toEqual(['model_a', 'wall_b']);
  });

  it('toggling adds an unselected id and removes a selected one', () => {
    useSelection.getState().toggle('model_a');
    useSelection.getState().toggle('model_b');
    useSelection.getState().toggle('model_a');
    expect(useSelection.getState().selectedIds).toEqual(['model_b']);
  });
});
