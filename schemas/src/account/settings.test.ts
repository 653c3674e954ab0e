import { describe, expect, it } from 'vitest';
import { WALL_DEFAULT_THICKNESS } from '../document/wall';
import { LENGTH_UNITS } from '../units/lengthUnit';
import { SettingsSchema } from './settings';

describe('SettingsSchema', () => {
  it('starts in inches and tutorial mode, with the grid and measurements shown and autosave on', () => {
    expect(SettingsSchema.parse({})).toEqual({
      measurementUnits: 'inch',
      tutorialMode: true,
      showGrid: true,
      crosshairs: false,
      showCeiling: false,
      showDiagonals: false,
      hideModelPick: false,
      showCommandLine: false,
      autosave: true,
      measurements: true,
      decorations: true,
      animationMode: false,
      confidentialMode: false,
      pointLights: true,
      clippingDistance: 0,
      wallDefaultDepth: WALL_DEFAULT_THICKNESS,
      backsplashWalls: [],
      settingsPanelSide: 'right',
      renderQuality: 'medium',
      renderUpscaleDesktop: 2,
      renderUpscaleMobile: 1,
      renderMethod: 'rasterised',
      renderSamples: 64,
      dollhouseView: true,
    });
  });

  it('upscales renders by a whole factor from 1 to 4, and path traces only when chosen', () => {
    expect(SettingsSchema.parse({ renderUpscaleDesktop: 4 }).renderUpscaleDesktop).toBe(4);
    expect(SettingsSchema.safeParse({ renderUpscaleDesktop: 5 }).success).toBe(false);
    expect(SettingsSchema.safeParse({ renderUpscaleMobile: 0 }).success).toBe(false);
    expect(SettingsSchema.safeParse({ renderUpscaleMobile: 1.5 }).success).toBe(false);
    expect(SettingsSchema.parse({ renderMethod: 'pathTraced' }).renderMethod).toBe('pathTraced');
    expect(SettingsSchema.safeParse({ renderMethod: 'raytraced' }).success).toBe(false);
    expect(SettingsSchema.safeParse({ renderSamples: 0 }).success).toBe(false);
    expect(SettingsSchema.safeParse({ renderSamples: 1025 }).success).toBe(false);
  });

  it('cuts away the walls before the 3D camera unless the person turned it off, settings stored before it included', () => {
    expect(SettingsSchema.parse({ showGrid: false }).dollhouseView).toBe(true);
    expect(SettingsSchema.parse({ dollhouseView: false }).dollhouseView).toBe(false);
    expect(SettingsSchema.safeParse({ dollhouseView: 'off' }).success).toBe(false);
  });

  it('draws the 3D view at Medium quality unless the person chose Low or High, and refuses other levels', () => {
    expect(SettingsSchema.parse({ renderQuality: 'low' }).renderQuality).toBe('low');
    expect(SettingsSchema.parse({ renderQuality: 'high' }).renderQuality).toBe('high');
    // Settings stored before the field existed read as the default.
    expect(SettingsSchema.parse({ showGrid: false }).renderQuality).toBe('medium');
    expect(SettingsSchema.safeParse({ renderQuality: 'ultra' }).success).toBe(false);
  });

  it('offers the units inch, ft, m, cm and mm and refuses others', () => {
    expect(LENGTH_UNITS).toEqual(['inch', 'ft', 'm', 'cm', 'mm']);
    expect(SettingsSchema.safeParse({ measurementUnits: 'yard' }).success).toBe(false);
    expect(SettingsSchema.safeParse({ measurementUnits: 'in' }).success).toBe(false);
  });

  it('refuses a clipping distance or wall depth that is not a finite number', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '1']) {
      expect(SettingsSchema.safeParse({ clippingDistance: value }).success).toBe(false);
      expect(SettingsSchema.safeParse({ wallDefaultDepth: value }).success).toBe(false);
    }
  });

  it('refuses a negative clipping distance and a wall depth of zero', () => {
    expect(SettingsSchema.safeParse({ clippingDistance: -0.1 }).success).toBe(false);
    expect(SettingsSchema.safeParse({ wallDefaultDepth: 0 }).success).toBe(false);
  });

  it('docks the General Settings panel left or right, nowhere else', () => {
    expect(SettingsSchema.parse({ settingsPanelSide: 'left' }).settingsPanelSide).toBe('left');
    expect(SettingsSchema.safeParse({ settingsPanelSide: 'top' }).success).toBe(false);
  });
});
