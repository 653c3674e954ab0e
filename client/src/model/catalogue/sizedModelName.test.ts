import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { sizedModelName } from './sizedModelName';

const box = (width: number, height: number, depth = 24) => ({
  width: inches(width),
  height: inches(height),
  depth: inches(depth),
});

describe('sizedModelName', () => {
  it('gives a cabinet named by its width the new width', () => {
    expect(sizedModelName('Base 24"', box(24, 34.5), box(30, 34.5))).toBe('Base 30"');
    expect(sizedModelName('Sink Base 36"', box(36, 34.5), box(36.5, 34.5))).toBe('Sink Base 36 1/2"');
  });

  it('gives a cabinet named by width and height both new sizes', () => {
    expect(sizedModelName('Wall 30" x 30"', box(30, 30, 12), box(33, 36, 12))).toBe('Wall 33" x 36"');
  });

  it('keeps a name whose numbers are not the model’s size, or that names no size', () => {
    expect(sizedModelName("Single Garage Door 8'", box(96, 84), box(100, 84))).toBe("Single Garage Door 8'");
    expect(sizedModelName('Base 24"', box(27, 34.5), box(30, 34.5))).toBe('Base 24"');
    expect(sizedModelName('Island', box(72, 34.5), box(80, 34.5))).toBe('Island');
  });
});
