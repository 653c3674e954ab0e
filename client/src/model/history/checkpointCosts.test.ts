import type { HistoryListEntry } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { checkpointCosts } from './checkpointCosts';

const entry = (seq: number, label: string, totalPrice: number | null): HistoryListEntry => ({
  seq,
  label,
  totalPrice,
  author: 'user_1',
  createdAt: seq * 1000,
});

describe('checkpointCosts', () => {
  it('gives each checkpoint its total and the difference to the older one before it, newest first', () => {
    const costs = checkpointCosts([
      entry(9, 'Smaller island', 1_650.1),
      entry(7, 'With the island', 1_785.25),
      entry(3, 'Base cabinets', 1_290.5),
    ]);
    expect(
      costs.map(({ checkpoint, totalCents, changeCents }) => [checkpoint.label, totalCents, changeCents]),
    ).toEqual([
      ['Smaller island', 165_010, -13_515],
      ['With the island', 178_525, 49_475],
      ['Base cabinets', 129_050, null],
    ]);
  });

  it('skips a version whose total is unknown and compares with the last known one', () => {
    const costs = checkpointCosts([
      entry(9, 'Later', 120),
      entry(5, 'Trimmed', null),
      entry(2, 'First', 100),
    ]);
    expect(costs.map(({ totalCents, changeCents }) => [totalCents, changeCents])).toEqual([
      [12_000, 2_000],
      [null, null],
      [10_000, null],
    ]);
  });

  it('shows no change between two checkpoints of the same total', () => {
    const costs = checkpointCosts([entry(4, 'Saved', 99.99), entry(4, 'Renamed walls', 99.99)]);
    expect(costs[0]?.changeCents).toBe(0);
  });
});
