import { describe, expect, it } from 'vitest';
import { DISPLAY_DECIMALS, formatDecimal } from './formatDecimal';

describe('formatDecimal', () => {
  it('shows 2 decimals, as the spec asks for units other than inches', () => {
    expect(DISPLAY_DECIMALS).toBe(2);
    expect(formatDecimal(2.54)).toBe('2.54');
    expect(formatDecimal(2.5412)).toBe('2.54');
    expect(formatDecimal(1234.5678)).toBe('1234.57');
  });

  it('drops trailing zeros', () => {
    expect(formatDecimal(2.5)).toBe('2.5');
    expect(formatDecimal(100)).toBe('100');
    expect(formatDecimal(2.999)).toBe('3');
    expect(formatDecimal(0)).toBe('0');
  });

  it('rounds halves up as written, despite binary floating point', () => {
    expect(formatDecimal(2.345)).toBe('2.35');
    expect(formatDecimal(1.005)).toBe('1.01');
    expect(formatDecimal(0.125)).toBe('0.13');
  });

  it('absorbs conversion noise', () => {
    expect(formatDecimal(0.0254 / 0.01)).toBe('2.54');
    expect(formatDecimal(0.1 + 0.2)).toBe('0.3');
  });

  it('shows a negative value with a minus sign, but never -0', () => {
    expect(formatDecimal(-2.5)).toBe('-2.5');
    expect(formatDecimal(-0.001)).toBe('0');
    expect(formatDecimal(-0)).toBe('0');
  });

  it('shows a non-finite value as such rather than as a plausible number', () => {
    expect(formatDecimal(Number.NaN)).toBe('NaN');
    expect(formatDecimal(Infinity)).toBe('Infinity');
  });
});
