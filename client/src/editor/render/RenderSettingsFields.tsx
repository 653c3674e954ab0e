import {
  RENDER_METHODS,
  RENDER_SAMPLES_MAX,
  RENDER_UPSCALE_MAX,
  RenderMethodSchema,
  RenderSamplesSchema,
  RenderUpscaleSchema,
  type RenderMethod,
  type Settings,
} from '@kitchensync/schemas';
import { useId } from 'react';
import { RENDER_BASE_WIDTH } from '../../model/render/renderSize';

const METHOD_NAMES: Readonly<Record<RenderMethod, string>> = {
  rasterised: 'Fast (seconds)',
  pathTraced: 'Path traced (photoreal, minutes)',
};

const UPSCALES = Array.from({ length: RENDER_UPSCALE_MAX }, (_, index) => index + 1);
const SAMPLE_CHOICES = [4, 8, 16, 32, 64, 128, 256, 512, RENDER_SAMPLES_MAX];

/**
 * The render's settings in General Settings: the desktop and mobile upscale (spec 001 section 9),
 * how renders are made, and the path tracer's samples. Each choice is a valid value, so nothing
 * the person picks can be refused.
 */
export function RenderSettingsFields({
  settings,
  onChange,
}: {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}) {
  const id = useId();
  const upscaleField = (field: 'renderUpscaleDesktop' | 'renderUpscaleMobile', label: string) => (
    <>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        value={settings[field]}
        onChange={(event) => {
          const chosen = RenderUpscaleSchema.safeParse(Number(event.target.value));
          if (chosen.success) onChange({ [field]: chosen.data });
        }}
      >
        {UPSCALES.map((upscale) => (
          <option key={upscale} value={upscale}>
            {upscale}× ({RENDER_BASE_WIDTH * upscale} px wide)
          </option>
        ))}
      </select>
    </>
  );
  return (
    <>
      <label htmlFor={`${id}-method`}>Render method</label>
      <select
        id={`${id}-method`}
        value={settings.renderMethod}
        onChange={(event) => {
          const chosen = RenderMethodSchema.safeParse(event.target.value);
          if (chosen.success) onChange({ renderMethod: chosen.data });
        }}
      >
        {RENDER_METHODS.map((method) => (
          <option key={method} value={method}>
            {METHOD_NAMES[method]}
          </option>
        ))}
      </select>
      {settings.renderMethod === 'pathTraced' && (
        <>
          <label htmlFor={`${id}-samples`}>Render samples</label>
          <select
            id={`${id}-samples`}
            value={settings.renderSamples}
            onChange={(event) => {
              const chosen = RenderSamplesSchema.safeParse(Number(event.target.value));
              if (chosen.success) onChange({ renderSamples: chosen.data });
            }}
          >
            {[...new Set([...SAMPLE_CHOICES, settings.renderSamples])]
              .sort((a, b) => a - b)
              .map((samples) => (
                <option key={samples} value={samples}>
                  {samples}
                </option>
              ))}
          </select>
        </>
      )}
      {upscaleField('renderUpscaleDesktop', 'Render size (desktop)')}
      {upscaleField('renderUpscaleMobile', 'Render size (mobile)')}
    </>
  );
}
