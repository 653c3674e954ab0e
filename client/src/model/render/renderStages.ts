/**
 * The render's stages in order (spec 001 section 4, "Render flow"): initializing, compiling lights,
 * creating image, editing; the preview popup follows. Each stage owns a share of the progress bar,
 * sized by how long it takes on a software renderer (creating the image dominates).
 */
export const RENDER_STAGES = ['initializing', 'compilingLights', 'creatingImage', 'editing'] as const;
export type RenderStage = (typeof RENDER_STAGES)[number];

export const RENDER_STAGE_LABELS: Readonly<Record<RenderStage, string>> = {
  initializing: 'Initializing',
  compilingLights: 'Compiling lights',
  creatingImage: 'Creating image',
  editing: 'Editing',
};

const STAGE_SHARES: Readonly<Record<RenderStage, number>> = {
  initializing: 0.05,
  compilingLights: 0.15,
  creatingImage: 0.7,
  editing: 0.1,
};

/**
 * The whole render's progress (0 to 1) at `done` (0 to 1) of the way through `stage`; a stage's
 * own progress outside 0 to 1 is held to it, so a late sample never moves the bar backwards.
 */
export function renderProgress(stage: RenderStage, done: number): number {
  let before = 0;
  for (const each of RENDER_STAGES) {
    if (each === stage) break;
    before += STAGE_SHARES[each];
  }
  const within = Math.min(1, Math.max(0, Number.isFinite(done) ? done : 0));
  return Math.min(1, before + STAGE_SHARES[stage] * within);
}

/** The stage after `stage`, or null after editing (the preview comes next). */
export function nextRenderStage(stage: RenderStage): RenderStage | null {
  return RENDER_STAGES[RENDER_STAGES.indexOf(stage) + 1] ?? null;
}
