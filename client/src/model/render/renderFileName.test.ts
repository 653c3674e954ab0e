import { describe, expect, it } from 'vitest';
import { renderFileName } from './renderFileName';

const now = new Date(2026, 10, 27, 9, 5, 3);

describe('renderFileName', () => {
  it('names the render after the project plus " render" on a desktop', () => {
    expect(renderFileName('Smith kitchen', { mobile: false, now })).toBe('Smith kitchen render.png');
  });

  it('adds the time on a mobile device', () => {
    expect(renderFileName('Smith kitchen', { mobile: true, now })).toBe(
      'Smith kitchen render 2026-11-27 09-05-03.png',
    );
  });

  it('replaces characters file systems refuse and names an unnamed design "Untitled Save"', () => {
    expect(renderFileName('A/B: "Main"?', { mobile: false, now })).toBe('A B Main render.png');
    expect(renderFileName('  ', { mobile: false, now })).toBe('Untitled Save render.png');
  });
});
