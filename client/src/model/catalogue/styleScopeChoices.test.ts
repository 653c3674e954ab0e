import { describe, expect, it } from 'vitest';
import { styleScopeChoices } from './styleScopeChoices';

const models = [
  { id: 'model_a', modelType: 'wall' },
  { id: 'model_b', modelType: 'base' },
  { id: 'model_c', modelType: 'base' },
  { id: 'model_d', modelType: 'appliance' },
] as const;

describe('styleScopeChoices', () => {
  it('offers the selected items, all items and all of each type present, types in the catalogue’s order', () => {
    expect(styleScopeChoices(models, ['model_b', 'model_d'])).toEqual([
      { label: 'Selected items', scope: { kind: 'selection', ids: ['model_b', 'model_d'] }, count: 2 },
      { label: 'All items', scope: { kind: 'all' }, count: 4 },
      { label: 'All Base', scope: { kind: 'type', modelType: 'base' }, count: 2 },
      { label: 'All Wall', scope: { kind: 'type', modelType: 'wall' }, count: 1 },
      { label: 'All Appliances', scope: { kind: 'type', modelType: 'appliance' }, count: 1 },
    ]);
  });

  it('leaves out "Selected items" when no placed model is selected, and restyles only the selected models', () => {
    const labels = styleScopeChoices(models, []).map((choice) => choice.label);
    expect(labels).not.toContain('Selected items');
    expect(styleScopeChoices(models, ['wall_x', 'note_y'])[0]?.label).toBe('All items');
    expect(styleScopeChoices(models, ['wall_x', 'model_c'])[0]).toEqual({
      label: 'Selected items',
      scope: { kind: 'selection', ids: ['model_c'] },
      count: 1,
    });
  });

  it('offers nothing in a design without placed models', () => {
    expect(styleScopeChoices([], ['wall_x'])).toEqual([]);
  });

  it('names models without a catalogue category as uncategorized', () => {
    expect(styleScopeChoices([{ id: 'model_u', modelType: 'uncategorized' }], []).at(-1)?.label).toBe(
      'All Uncategorized',
    );
  });
});
