import { PROGRAM_KEYS } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { collisionBehaviour } from './collisionBehaviour';

describe('collisionBehaviour', () => {
  it('lets cabinets, appliances and furniture block by default', () => {
    for (const type of ['base', 'wall', 'tall', 'appliance', 'furniture', 'closets'] as const) {
      expect(collisionBehaviour({ type, subcategory: '', programKeys: [] })).toBe('block');
    }
  });

  it('makes rugs ignore collision', () => {
    expect(collisionBehaviour({ type: 'decoration', subcategory: 'rug', programKeys: [] })).toBe('ignore');
  });

  it('lifts the small countertop decorations and blocks the other decorations', () => {
    for (const subcategory of ['pot', 'pitcher', 'glass', 'jar', 'vase', 'other']) {
      expect(collisionBehaviour({ type: 'decoration', subcategory, programKeys: [] })).toBe('lift');
    }
    for (const subcategory of ['frame', 'window', 'light', 'plant', 'ceiling']) {
      expect(collisionBehaviour({ type: 'decoration', subcategory, programKeys: [] })).toBe('block');
    }
  });

  it('lets the program keys override the defaults, no-collision first', () => {
    const of = (type: 'base' | 'decoration', subcategory: string, ...programKeys: string[]) =>
      collisionBehaviour({ type, subcategory, programKeys });
    expect(of('base', 'regular', PROGRAM_KEYS.noCollision)).toBe('ignore');
    expect(of('base', 'regular', PROGRAM_KEYS.liftOnCollision)).toBe('lift');
    expect(of('decoration', 'pot', PROGRAM_KEYS.noLiftOnCollision)).toBe('block');
    expect(of('decoration', 'plant', PROGRAM_KEYS.liftOnCollision)).toBe('lift');
    expect(of('decoration', 'rug', PROGRAM_KEYS.noLiftOnCollision)).toBe('ignore');
    expect(of('decoration', 'pot', PROGRAM_KEYS.liftOnCollision, PROGRAM_KEYS.noCollision)).toBe('ignore');
    expect(of('decoration', 'pot', PROGRAM_KEYS.liftOnCollision, PROGRAM_KEYS.noLiftOnCollision)).toBe(
      'block',
    );
  });
});
