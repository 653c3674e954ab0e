import type { RunFigures, ScenarioSpec } from '../scenarios/Scenario';
import type { ServerKind } from '../ServerKind';

/** Every repeat's figures of one scenario, per server, plus why a server could not run it. */
export interface ScenarioResults {
  scenario: ScenarioSpec;
  runs: Map<ServerKind, RunFigures[]>;
  notes: string[];
}
