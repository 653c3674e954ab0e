import { describe, expect, it } from 'vitest';
import { initialsOf } from './initialsOf';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words of a name', () => {
    expect(initialsOf('Ann Lee')).toBe('AL');
    expect(initialsOf('ann marie lee')).toBe('AL');
    expect(initialsOf('Zoë')).toBe('Z');
  });

  it('takes one letter from an e-mail address, the first of its local part', () => {
    expect(initialsOf('bob.smith@example.com')).toBe('B');
    expect(initialsOf('owner@example.com')).toBe('O');
  });

  it('skips what is not a letter or digit, and shows ? when nothing is left', () => {
    expect(initialsOf('  (Ann)  ')).toBe('A');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('-- --')).toBe('?');
  });
});
