import { describe, expect, it } from 'vitest';
import { gifConversionArgs } from './gifConversionArgs';

const filterOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('gifConversionArgs', () => {
  it('converts at each preset’s frame rate: fast 15, medium 20, high 24 fps', () => {
    expect(filterOf(gifConversionArgs('fast', 'in.mp4', 'out.gif'))).toMatch(/^fps=15,/);
    expect(filterOf(gifConversionArgs('medium', 'in.mp4', 'out.gif'))).toMatch(/^fps=20,/);
    expect(filterOf(gifConversionArgs('high', 'in.mp4', 'out.gif'))).toMatch(/^fps=24,/);
  });

  it('generates a palette from the film and gives a better quality number more colours', () => {
    const colours = (['fast', 'medium', 'high'] as const).map((quality) => {
      const filter = filterOf(gifConversionArgs(quality, 'in.mp4', 'out.gif'));
      expect(filter).toContain('palettegen=');
      expect(filter).toContain('paletteuse=');
      return Number(/max_colors=(\d+)/.exec(filter)?.[1]);
    });
    expect(colours).toEqual([64, 128, 256]);
  });

  it('reads the input, logging each packet read, and writes a looping GIF to the output', () => {
    const args = gifConversionArgs('high', 'in.mp4', 'out.gif');
    expect(args.slice(0, 3)).toEqual(['-debug_ts', '-i', 'in.mp4']);
    expect(args.slice(-3)).toEqual(['-loop', '0', 'out.gif']);
  });
});
