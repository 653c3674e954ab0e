import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import net from 'node:net';
import {
  DEBIAN_CHROMIUM_PATH,
  planTestMachine,
  REDIS_START_COMMAND,
  type TestMachineStep,
} from './planTestMachine';

/**
 * `npm test`'s pretest step: on a fresh machine of this kind the tests need Debian's Chromium and a
 * Redis answering on 127.0.0.1:6379. Installs them as root, starts Redis, or stops at once saying
 * the one command to run.
 */
const REDIS_PORT = 6379;
const WAIT_FOR_REDIS_MS = 10_000;

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: REDIS_PORT });
    let reply = '';
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

async function waitForRedis(): Promise<boolean> {
  const deadline = Date.now() + WAIT_FOR_REDIS_MS;
  while (Date.now() < deadline) {
    if (await redisAnswers()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function run(step: TestMachineStep): Promise<void> {
  switch (step.kind) {
    case 'install':
      console.log(`pretest: installing ${step.packages.join(' ')} from Debian's packages`);
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', ...step.packages], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      return;
    case 'startRedis':
      // Installing the package may have started it as a service already.
      if (await redisAnswers()) return;
      console.log('pretest: starting redis-server on 127.0.0.1:6379');
      execFileSync('sh', ['-c', REDIS_START_COMMAND], { stdio: 'inherit' });
      if (!(await waitForRedis()))
        throw new Error('redis-server was started but does not answer on 127.0.0.1:6379');
      return;
    case 'stop':
      throw new Error(`${step.reason}\nRun this once, then npm test again:\n  ${step.command}`);
  }
}

async function prepareTestMachine(): Promise<void> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;
  const steps = planTestMachine({
    chromiumPath,
    chromiumPresent: executable(chromiumPath),
    redisServerPresent: onPath('redis-server'),
    pdftotextPresent: onPath('pdftotext'),
    ffprobePresent: onPath('ffprobe'),
    redisAnswers: await redisAnswers(),
    root: process.getuid?.() === 0,
    aptGetPresent: onPath('apt-get'),
  });
  for (const step of steps) await run(step);
}

try {
  await prepareTestMachine();
} catch (error) {
  console.error(`pretest: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
