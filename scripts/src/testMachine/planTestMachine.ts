/** What this machine has for `npm test`, as `prepareTestMachine` found it. */
export interface TestMachineFacts {
  chromiumPath: string;
  chromiumPresent: boolean;
  redisServerPresent: boolean;
  /** `pdftotext` on the path: the quote test reads the PDF it downloads as text. */
  pdftotextPresent: boolean;
  /** `ffprobe` on the path: the animation test probes the films it records. */
  ffprobePresent: boolean;
  redisAnswers: boolean;
  root: boolean;
  aptGetPresent: boolean;
}

export type TestMachineStep =
  | { kind: 'install'; packages: string[] }
  | { kind: 'startRedis' }
  | { kind: 'stop'; reason: string; command: string };

/** The Debian package that brings the browser the end-to-end tests drive. */
const CHROMIUM_PACKAGE = 'chromium';
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';
const REDIS_PACKAGE = 'redis-server';
/** Debian's package of `pdftotext`. */
const POPPLER_PACKAGE = 'poppler-utils';
/** Debian's package of `ffprobe` and `ffmpeg`. */
const FFMPEG_PACKAGE = 'ffmpeg';

export const REDIS_START_COMMAND =
  'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no';

/**
 * What to do before the tests so they can pass: install what is missing when this is root on a
 * Debian machine, start Redis when nothing answers, or stop at once with the one command a person
 * must run (rather than let a hundred tests fail one by one).
 */
export function planTestMachine(facts: TestMachineFacts): TestMachineStep[] {
  if (!facts.chromiumPresent && facts.chromiumPath !== DEBIAN_CHROMIUM_PATH) {
    // Installing Debian's package would not put a browser where CHROMIUM_PATH points.
    return [
      {
        kind: 'stop',
        reason: `CHROMIUM_PATH is ${facts.chromiumPath}, which is not an executable.`,
        command: `unset CHROMIUM_PATH  # to use Debian's ${DEBIAN_CHROMIUM_PATH}`,
      },
    ];
  }
  const missing: string[] = [];
  if (!facts.chromiumPresent) missing.push(CHROMIUM_PACKAGE);
  if (!facts.redisAnswers && !facts.redisServerPresent) missing.push(REDIS_PACKAGE);
  if (!facts.pdftotextPresent) missing.push(POPPLER_PACKAGE);
  if (!facts.ffprobePresent) missing.push(FFMPEG_PACKAGE);

  const steps: TestMachineStep[] = [];
  if (missing.length > 0) {
    if (!facts.root || !facts.aptGetPresent) {
      const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
      const what = missing.includes(CHROMIUM_PACKAGE)
        ? `Chromium is not at ${facts.chromiumPath}`
        : missing.includes(REDIS_PACKAGE)
          ? 'Redis is not installed'
          : missing.includes(POPPLER_PACKAGE)
            ? 'pdftotext is not installed'
            : 'ffprobe is not installed';
      return [{ kind: 'stop', reason: `${what}; the tests need ${missing.join(' and ')}.`, command }];
    }
    steps.push({ kind: 'install', packages: missing });
  }
  if (!facts.redisAnswers) steps.push({ kind: 'startRedis' });
  return steps;
}
