import { PROGRAM_KEYS, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { carriesCountertop } from './carriesCountertop';

describe('carriesCountertop', () => {
  it('gives floor cabinets a countertop below the 20-inch threshold and not at or above it', () => {
    expect(carriesCountertop({ type: 'base', programKeys: [], elevation: 0 })).toBe(true);
    expect(carriesCountertop({ type: 'vanity', programKeys: [], elevation: inches(19.9) })).toBe(true);
    expect(carriesCountertop({ type: 'base', programKeys: [], elevation: inches(20) })).toBe(false);
  });

  it('gives none to wall and tall cabinets or to models that are not cabinets', () => {
    expect(carriesCountertop({ type: 'wall', programKeys: [], elevation: 0 })).toBe(false);
    expect(carriesCountertop({ type: 'tall', programKeys: [], elevation: 0 })).toBe(false);
    expect(carriesCountertop({ type: 'furniture', programKeys: [], elevation: 0 })).toBe(false);
    expect(carriesCountertop({ type: 'decoration', programKeys: [], elevation: 0 })).toBe(false);
  });

  it('gives one to any model with the overhang key, at any height', () => {
    expect(carriesCountertop({ type: 'appliance', programKeys: [PROGRAM_KEYS.overhang], elevation: 0 })).toBe(
      true,
    );
    expect(
      carriesCountertop({ type: 'wall', programKeys: [PROGRAM_KEYS.overhang], elevation: inches(54) }),
    ).toBe(true);
  });
});
