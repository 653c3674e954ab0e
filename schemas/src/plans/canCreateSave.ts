import type { Plan } from './plan';

/** Whether one more save fits the plan: saving is on and, if `savesNumber` is set, the count is below it. */
export function canCreateSave(plan: Plan, currentSaveCount: number): boolean {
  if (!plan.saves) return false;
  return plan.savesNumber === null || currentSaveCount < plan.savesNumber;
}
