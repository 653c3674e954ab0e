import type { PlanView } from './planView';

/** The view moved so that the floor follows the pointer by `dx`, `dy` pixels. */
export function panPlanView(view: PlanView, dx: number, dy: number): PlanView {
  return { ...view, centerX: view.centerX - dx / view.zoom, centerZ: view.centerZ - dy / view.zoom };
}
