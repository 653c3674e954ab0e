import type { BenchTarget } from '../BenchTarget';
import type { ServerHandle } from '../server/ServerHandle';
import type { ServerKind } from '../ServerKind';

/** One figure of one run of a scenario against one server; NaN when the run could not measure it. */
export type RunFigures = Record<string, number>;

export interface FigureSpec {
  key: string;
  label: string;
  unit: string;
  /** Our goal from issue 4, when there is one; lower is better for every figure. */
  goal?: number;
}

/** What a report needs to know of a scenario: its title, the servers it compares and its figures. */
export interface ScenarioSpec {
  id: string;
  title: string;
  servers: readonly ServerKind[];
  figures: readonly FigureSpec[];
}

/** A measurement run the same way against every server it applies to, repeated and reported as medians. */
export interface Scenario extends ScenarioSpec {
  run(server: ServerHandle, target: BenchTarget): Promise<RunFigures>;
}
