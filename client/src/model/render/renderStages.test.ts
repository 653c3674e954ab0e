import { describe, expect, it } from 'vitest';
import { nextRenderStage, RENDER_STAGE_LABELS, RENDER_STAGES, renderProgress } from './renderStages';

describe('render stages', () => {
  it('run initializing, compiling lights, creating image, editing, in that order', () => {
    expect(RENDER_STAGES.map((stage) => RENDER_STAGE_LABELS[stage])).toEqual([
      'Initializing',
      'Compiling lights',
      'Creating image',
      'Editing',
    ]);
    expect(nextRenderStage('initializing')).toBe('compilingLights');
    expect(nextRenderStage('compilingLights')).toBe('creatingImage');
    expect(nextRenderStage('creatingImage')).toBe('editing');
    expect(nextRenderStage('editing')).toBeNull();
  });

  it('fill the progress bar from 0 to 1 without ever going back', () => {
    expect(renderProgress('initializing', 0)).toBe(0);
    expect(renderProgress('editing', 1)).toBeCloseTo(1);
    let last = -1;
    for (const stage of RENDER_STAGES) {
      for (const done of [0, 0.25, 0.5, 1]) {
        const progress = renderProgress(stage, done);
        expect(progress).toBeGreaterThanOrEqual(last);
        last = progress;
      }
    }
  });

  it('hold a stage’s own progress to 0 to 1', () => {
    expect(renderProgress('creatingImage', 2)).toBe(renderProgress('creatingImage', 1));
    expect(renderProgress('creatingImage', -1)).toBe(renderProgress('creatingImage', 0));
    expect(renderProgress('creatingImage', Number.NaN)).toBe(renderProgress('creatingImage', 0));
  });
});
