import { describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS_IN_INCHES, layoutNumberDefault, layoutNumberDefaultText } from './layoutDefaults';
import { LAYOUT_INPUT_ERROR, readLayoutForm } from './readLayoutForm';

describe('readLayoutForm', () => {
  it('has the spec wording for the input error', () => {
    expect(LAYOUT_INPUT_ERROR).toBe('Error with input fields. Please review them again and click confirm.');
  });

  it('starts forms at the spec’s 100, 96, 108 and 50 inches, converted into the user’s unit', () => {
    expect(LAYOUT_DEFAULTS_IN_INCHES).toEqual({ length: 100, height: 96, distance: 108, islandLength: 50 });
    expect(layoutNumberDefault('topWallLength', 'inch')).toBe(100);
    expect(layoutNumberDefault('sideWallHeight', 'inch')).toBe(96);
    expect(layoutNumberDefault('height', 'inch')).toBe(96);
    expect(layoutNumberDefault('distance', 'inch')).toBe(108);
    expect(layoutNumberDefault('islandLength', 'inch')).toBe(50);
    expect(layoutNumberDefault('length', 'mm')).toBeCloseTo(2540, 9);
    expect(layoutNumberDefaultText('length', 'mm')).toBe('2540');
    expect(layoutNumberDefaultText('height', 'cm')).toBe('243.84');
  });

  it('reads what was typed with the number parser, fractions and calculations included', () => {
    const layout = readLayoutForm(
      {
        kind: 'l',
        style: 's',
        side: 'right',
        fields: {
          topWallLength: '120 1/2',
          topWallHeight: '90 + 6',
          sideWallLength: '80,5',
          sideWallHeight: '96',
        },
      },
      'inch',
    );
    expect(layout).toEqual({
      kind: 'l',
      style: 's',
      side: 'right',
      numbers: { topWallLength: 120.5, topWallHeight: 96, sideWallLength: 80.5, sideWallHeight: 96 },
    });
  });

  it('falls back to the defaults for a blank main wall length or height', () => {
    expect(
      readLayoutForm(
        { kind: 'single', style: 's', side: 'left', fields: { length: ' ', height: '' } },
        'inch',
      )?.numbers,
    ).toEqual({
      length: 100,
      height: 96,
    });
    expect(
      readLayoutForm(
        { kind: 'u', style: 's', side: 'left', fields: { sideWallLength: '70', sideWallHeight: '90' } },
        'inch',
      )?.numbers,
    ).toEqual({ topWallLength: 100, topWallHeight: 96, sideWallLength: 70, sideWallHeight: 90 });
  });

  it('gives nothing when any other field is blank or does not parse', () => {
    const fields = {
      topWallLength: '100',
      topWallHeight: '96',
      bottomWallLength: '100',
      bottomWallHeight: '96',
      distance: '108',
    };
    expect(readLayoutForm({ kind: 'gallery', style: 's', side: 'left', fields }, 'inch')).not.toBeNull();
    for (const bad of ['', 'abc', '12 2 / 5', '0', '-1']) {
      expect(
        readLayoutForm(
          { kind: 'gallery', style: 's', side: 'left', fields: { ...fields, distance: bad } },
          'inch',
        ),
        bad,
      ).toBeNull();
    }
    expect(
      readLayoutForm(
        { kind: 'gallery', style: 's', side: 'left', fields: { ...fields, topWallLength: 'x' } },
        'inch',
      ),
    ).toBeNull();
  });

  it('keeps a side only for L and island layouts', () => {
    const fields = {
      topWallLength: '1',
      topWallHeight: '1',
      sideWallLength: '1',
      sideWallHeight: '1',
      islandLength: '1',
    };
    expect(readLayoutForm({ kind: 'island', style: 's', side: 'right', fields }, 'inch')?.side).toBe('right');
    expect(readLayoutForm({ kind: 'u', style: 's', side: 'right', fields }, 'inch')?.side).toBeNull();
  });
});
