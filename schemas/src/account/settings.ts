import { z } from 'zod';
import { WALL_DEFAULT_THICKNESS } from '../document/wall';
import { DEFAULT_LENGTH_UNIT, LengthUnitSchema } from '../units/lengthUnit';
import { DEFAULT_RENDER_QUALITY, RenderQualitySchema } from './renderQuality';
import {
  DEFAULT_RENDER_METHOD,
  DEFAULT_RENDER_SAMPLES,
  DEFAULT_RENDER_UPSCALE_DESKTOP,
  DEFAULT_RENDER_UPSCALE_MOBILE,
  RenderMethodSchema,
  RenderSamplesSchema,
  RenderUpscaleSchema,
} from './renderSettings';

export const SettingsPanelSideSchema = z.enum(['left', 'right']);
export type SettingsPanelSide = z.infer<typeof SettingsPanelSideSchema>;

const finite = z.number().finite();

/**
 * The General Settings panel (spec 001 and 002 section 3). A new user starts in tutorial mode with
 * the grid, wall measurements, decorations and light markers shown, the ceiling hidden so the room
 * can be seen from above, and autosave on. `clippingDistance` (meters) cuts away whatever is nearer
 * the 3D camera than it, so walls between the camera and the room stop hiding it; 0 cuts nothing.
 * `wallDefaultDepth` (meters) is the thickness of newly drawn walls.
 */
export const SettingsSchema = z.looseObject({
  measurementUnits: LengthUnitSchema.default(DEFAULT_LENGTH_UNIT),
  tutorialMode: z.boolean().default(true),
  showGrid: z.boolean().default(true),
  crosshairs: z.boolean().default(false),
  showCeiling: z.boolean().default(false),
  showDiagonals: z.boolean().default(false),
  hideModelPick: z.boolean().default(false),
  showCommandLine: z.boolean().default(false),
  autosave: z.boolean().default(true),
  measurements: z.boolean().default(true),
  decorations: z.boolean().default(true),
  animationMode: z.boolean().default(false),
  confidentialMode: z.boolean().default(false),
  pointLights: z.boolean().default(true),
  clippingDistance: finite.nonnegative().default(0),
  wallDefaultDepth: finite.positive().default(WALL_DEFAULT_THICKNESS),
  /** The walls the backsplash wizard last covered, by wall id. */
  backsplashWalls: z.array(z.string()).default([]),
  /** Which side of the editor the General Settings panel docks to (spec 002 section 2). */
  settingsPanelSide: SettingsPanelSideSchema.default('right'),
  /**
   * How richly the 3D view is drawn (issue 15). New with a default, so settings stored before it
   * existed read as Medium and need no migration (the api keeps only the fields that parse).
   */
  renderQuality: RenderQualitySchema.default(DEFAULT_RENDER_QUALITY),
  /** The render's width is 1024 times one of these, by the device (issue 16, `renderSettings.ts`). */
  renderUpscaleDesktop: RenderUpscaleSchema.default(DEFAULT_RENDER_UPSCALE_DESKTOP),
  renderUpscaleMobile: RenderUpscaleSchema.default(DEFAULT_RENDER_UPSCALE_MOBILE),
  renderMethod: RenderMethodSchema.default(DEFAULT_RENDER_METHOD),
  renderSamples: RenderSamplesSchema.default(DEFAULT_RENDER_SAMPLES),
  /**
   * The dollhouse view (issue 15): in 3D, walls between the camera and the room are cut down to a
   * low stub as the camera orbits. A view preference kept per person, not in the design, because
   * coworkers orbit the same design each from their own side. On by default; stored settings from
   * before it read as on.
   */
  dollhouseView: z.boolean().default(true),
});

export type Settings = z.infer<typeof SettingsSchema>;
export type SettingsInput = z.input<typeof SettingsSchema>;
