import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/serverConfig';

/**
 * The options `npm start` gives `node` before the server's bundle (`node <options> scripts/dist/start.mjs`
 * in the root package.json), so that the benchmark runs our process exactly as users start it.
 */
export function npmStartNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? '';
  const match = /(?:^|&&\s*)node((?:\s+--[\w-]+(?:=\S+)?)*)\s+scripts\/dist\/start\.mjs\s*$/.exec(start);
  if (!match) {
    throw new Error(
      `package.json's start script must end in "node [options] scripts/dist/start.mjs"; it is "${start}"`,
    );
  }
  return match[1]!.trim().split(/\s+/).filter(Boolean);
}
