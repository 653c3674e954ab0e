import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a sample's code lives: a package, one of our workspaces, or V8/Node internals. */
function ownerOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const workspace = /\/work\/main\/([^/]+\/src\/[^?]+)/.exec(url);
  if (workspace?.[1]) return workspace[1];
  if (url.startsWith('node:')) return url;
  return url === '' ? '(native / GC / idle)' : url;
}

function top(totals: Map<string, number>, total: number, count: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, micros]) =>
        `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
}

/**
 * Self time of each `.cpuprofile` in a directory, by function and by owner, idle excluded: what
 * `npm run bench -- --profile DIR` produced, summarised for docs/benchmarks.md.
 */
function summarize(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)')
      return;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url);
    const name = `${functionName || '(anonymous)'} ${owner}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + delta);
    busy += delta;
  });
  return [
    `${file}: ${(busy / 1000).toFixed(0)} ms busy`,
    '  by owner:',
    ...top(byOwner, busy, 12).map((line) => `    ${line}`),
    '  by function (self time):',
    ...top(byFunction, busy, 25).map((line) => `    ${line}`),
  ].join('\n');
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/bench/profile/summarizeCpuProfile.ts DIR');
for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.cpuprofile'))) {
  console.log(summarize(join(dir, name)));
}
