import { describe, expect, it } from 'vitest';
import { layoutFooter, layoutTitle } from './layoutFooter';
import {
  LAYOUT_IMAGE_SIZE,
  LAYOUT_SHEET_SIZE,
  LAYOUT_WORKING_SIZE,
  layoutSheetGeometry,
} from './layoutSheetGeometry';
import { printFileName } from './printFileName';

describe('the layout sheet', () => {
  it('has the spec’s sizes: a 2480 square working picture, a 2700 × 2280 frame, a 3508 × 2480 sheet', () => {
    expect(LAYOUT_WORKING_SIZE).toBe(2480);
    expect(LAYOUT_IMAGE_SIZE).toEqual({ width: 2700, height: 2280 });
    expect(LAYOUT_SHEET_SIZE).toEqual({ width: 3508, height: 2480 });
  });

  it('fits the square plan in the frame without stretching it, and keeps frame and footer on the sheet', () => {
    const { frame, plan, footer } = layoutSheetGeometry();
    expect(frame.width).toBe(2700);
    expect(frame.height).toBe(2280);
    expect(plan.width).toBe(plan.height);
    expect(plan.height).toBe(2280);
    expect(plan.x).toBeGreaterThanOrEqual(frame.x);
    expect(plan.x + plan.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(frame.x + frame.width).toBeLessThanOrEqual(LAYOUT_SHEET_SIZE.width);
    expect(footer.y).toBeGreaterThanOrEqual(frame.y + frame.height);
    expect(footer.y + footer.height).toBe(LAYOUT_SHEET_SIZE.height);
    expect(footer.height).toBeGreaterThan(100);
  });

  it('leaves the title out when the project name contains “untitled” in any case', () => {
    expect(layoutTitle('Untitled Save')).toBeNull();
    expect(layoutTitle('my UNTITLED kitchen')).toBeNull();
    expect(layoutTitle('untitled')).toBeNull();
    expect(layoutTitle('  ')).toBeNull();
    expect(layoutTitle(' Smith kitchen ')).toBe('Smith kitchen');
  });

  it('writes the date with a long month and the designer by name, else by e-mail', () => {
    const footer = layoutFooter(
      'Smith kitchen',
      new Date(2026, 10, 27),
      { name: '', email: 'ann@example.com' },
      'en-US',
    );
    expect(footer).toEqual({
      title: 'Smith kitchen',
      date: 'November 27, 2026',
      designer: 'ann@example.com',
    });
    expect(
      layoutFooter('Untitled 3', new Date(2026, 0, 2), { name: 'Ann Lee', email: 'a@b.c' }, 'en-US'),
    ).toEqual({
      title: null,
      date: 'January 2, 2026',
      designer: 'Ann Lee',
    });
  });

  it('names files after the project, without characters a file system refuses', () => {
    expect(printFileName('Smith: kitchen/2', 'layout', 'png')).toBe('Smith kitchen 2 layout.png');
    expect(printFileName('  ', 'elevations', 'pdf')).toBe('Untitled elevations.pdf');
  });
});
