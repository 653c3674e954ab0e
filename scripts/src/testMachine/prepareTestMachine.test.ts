import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../serverConfig';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'src', 'testMachine', 'prepareTestMachine.ts');

/** Runs `npm test`'s pretest step as npm does, with `env` added; its exit code and what it printed. */
async function pretest(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      timeout: 15_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe("npm test's pretest step (prepareTestMachine)", () => {
  it('passes at once, installing and starting nothing, on a machine with a browser and an answering Redis', async () => {
    // Any executable stands for the browser, so this never installs one; Redis answers wherever
    // `npm test` runs, as its own pretest saw to.
    expect(await pretest({ CHROMIUM_PATH: process.execPath })).toEqual({ code: 0, output: '' });
  });

  it('stops at once with the one command to run when CHROMIUM_PATH names no browser, before any test runs', async () => {
    const { code, output } = await pretest({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(code).toBe(1);
    expect(output).toContain('pretest: CHROMIUM_PATH is /nonexistent/chromium, which is not an executable.');
    expect(output).toContain("Run this once, then npm test again:\n  unset CHROMIUM_PATH  # to use Debian's");
  });

  it('is what npm test runs first', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.pretest).toBe('tsx scripts/src/testMachine/prepareTestMachine.ts');
  });
});
