import { median } from '../stats/median';
import type { ServerKind } from '../ServerKind';
import { formatFigure } from './formatFigure';
import type { ScenarioResults } from './ScenarioResults';

const SERVER_TITLES: Record<ServerKind, string> = {
  kitchensync: 'KitchenSync',
  'y-websocket-server': 'y-websocket-server',
  hocuspocus: 'Hocuspocus',
};

export interface ReportContext {
  command: string;
  date: string;
  machine: string;
  /** What else the machine was doing: 1-minute load average at the start and the end of the run. */
  load: string;
  revision: string;
  repeats: number;
}

function ratio(ours: number, reference: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(reference) || reference === 0) return '–';
  return `×${(ours / reference).toFixed(2)}`;
}

function status(ours: number, goal: number | undefined, unit: string, oursRan: boolean): string {
  if (goal === undefined) return '';
  if (!oursRan) return 'not yet available';
  if (!Number.isFinite(ours)) return 'not measured';
  if (ours <= goal) return 'meets';
  return `**short by ${formatFigure(ours - goal, unit)} (×${(ours / goal).toFixed(1)} the goal)**`;
}

/** The generated part of docs/benchmarks.md: setup line, then one table of medians per scenario. */
export function renderBenchReport(results: readonly ScenarioResults[], context: ReportContext): string {
  const lines: string[] = [
    `Command: \`${context.command}\` · run ${context.date} · ${context.machine} · ${context.revision} · ` +
      `load average ${context.load} · medians of ${context.repeats} repeat(s) per server; ` +
      'ratios are ours ÷ the reference (below 1 is better).',
    '',
  ];
  for (const { scenario, runs, notes } of results) {
    const servers = scenario.servers;
    lines.push(`### ${scenario.title}`, '');
    const header = ['Figure', ...servers.map((s) => SERVER_TITLES[s])];
    const references = servers.filter((s) => s !== 'kitchensync');
    header.push(...references.map((s) => `ours ÷ ${SERVER_TITLES[s]}`), 'Goal', 'Status');
    lines.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`);
    for (const figure of scenario.figures) {
      const medians = new Map(
        servers.map((s) => [s, median((runs.get(s) ?? []).map((run) => run[figure.key] ?? NaN))]),
      );
      const ours = medians.get('kitchensync') ?? Number.NaN;
      const row = [
        `${figure.label}${figure.unit === '' ? '' : ` (${figure.unit})`}`,
        ...servers.map((s) => formatFigure(medians.get(s) ?? Number.NaN, '')),
        ...references.map((s) => ratio(ours, medians.get(s) ?? Number.NaN)),
        figure.goal === undefined ? '' : `≤ ${figure.goal} ${figure.unit}`,
        status(ours, figure.goal, figure.unit, (runs.get('kitchensync') ?? []).length > 0),
      ];
      lines.push(`| ${row.join(' | ')} |`);
    }
    lines.push('');
    // The spread of the goal figures, since a median of a few runs on a shared machine can mislead.
    for (const figure of scenario.figures.filter((f) => f.goal !== undefined)) {
      const perServer = servers.map((s) => {
        const values = (runs.get(s) ?? []).map((run) => formatFigure(run[figure.key] ?? Number.NaN, ''));
        return `${SERVER_TITLES[s]} ${values.length === 0 ? '–' : values.join(', ')}`;
      });
      lines.push(`- ${figure.label} per repeat: ${perServer.join('; ')}.`);
    }
    if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${note}`));
    lines.push('');
  }
  return lines.join('\n');
}
