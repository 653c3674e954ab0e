import { describe, expect, it } from 'vitest';
import { stripFloatNoise } from './stripFloatNoise';

describe('stripFloatNoise', () => {
  it('removes the error that conversion and arithmetic leave in the last digits', () => {
    expect(stripFloatNoise(12.399999999999999)).toBe(12.4);
    expect(stripFloatNoise(0.1 + 0.2)).toBe(0.3);
    expect(stripFloatNoise(2.345 * 100)).toBe(234.5);
  });

  it('keeps twelve significant digits', () => {
    expect(stripFloatNoise(1.23456789012)).toBe(1.23456789012);
    expect(stripFloatNoise(1234.56789012345)).toBe(1234.56789012);
  });
});
