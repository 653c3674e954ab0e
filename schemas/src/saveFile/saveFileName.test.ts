import { describe, expect, it } from 'vitest';
import { saveFileName } from './saveFileName';

const march5 = new Date(2024, 2, 5, 23, 30);

describe('saveFileName', () => {
  it('joins the name, with spaces as underscores, and the local date, with the .msmv extension', () => {
    expect(saveFileName('My  Kitchen Plan', march5)).toBe('My_Kitchen_Plan_2024-03-05.msmv');
  });

  it('names a save with a blank name Untitled_Save', () => {
    expect(saveFileName('', march5)).toBe('Untitled_Save_2024-03-05.msmv');
    expect(saveFileName('  \t ', march5)).toBe('Untitled_Save_2024-03-05.msmv');
    expect(saveFileName('???', march5)).toBe('Untitled_Save_2024-03-05.msmv');
  });

  it('drops characters file systems refuse and path separators, and keeps letters of any script', () => {
    expect(saveFileName('a/b\\c:d*e?f"g<h>i|j', march5)).toBe('abcdefghij_2024-03-05.msmv');
    expect(saveFileName('Küche\u0000 Nr.\u0007 2', march5)).toBe('Küche_Nr._2_2024-03-05.msmv');
    expect(saveFileName('../../etc/passwd', march5)).toBe('etcpasswd_2024-03-05.msmv');
  });

  it('drops leading and trailing dots, which hide or lose part of a name', () => {
    expect(saveFileName('.hidden kitchen.', march5)).toBe('hidden_kitchen_2024-03-05.msmv');
  });

  it('shortens very long names to 100 characters', () => {
    expect(saveFileName('x'.repeat(300), march5)).toBe(`${'x'.repeat(100)}_2024-03-05.msmv`);
  });

  it('leaves the date out when it is not a date', () => {
    expect(saveFileName('Kitchen', new Date(Number.NaN))).toBe('Kitchen.msmv');
  });
});
