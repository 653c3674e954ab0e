import { backsplashHeightDefault } from './backsplashHeightDefault';
import { catalogStyleDefault } from './catalogStyleDefault';
import type { MigrationStep } from './migrationStep';
import { openingKindDefault } from './openingKindDefault';
import { soffitCustomDepthInRange } from './soffitCustomDepthInRange';
import { wallNameDefault } from './wallNameDefault';

/**
 * Every migration step, in the order they run. Append only: a document records how many steps of
 * each kind it has had, so removing or reordering released steps would skip or repeat steps on
 * documents already saved. Add a step's example to `migrationSteps.test.ts` or the suite fails.
 */
export const MIGRATION_STEPS: readonly MigrationStep[] = [
  catalogStyleDefault,
  wallNameDefault,
  soffitCustomDepthInRange,
  backsplashHeightDefault,
  openingKindDefault,
];
