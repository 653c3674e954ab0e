import { describe, expect, it } from 'vitest';
import { planTestMachine, type TestMachineFacts } from './planTestMachine';

const READY: TestMachineFacts = {
  chromiumPath: '/usr/bin/chromium',
  chromiumPresent: true,
  redisServerPresent: true,
  pdftotextPresent: true,
  ffprobePresent: true,
  redisAnswers: true,
  root: true,
  aptGetPresent: true,
};

describe('planTestMachine', () => {
  it('does nothing on a machine that has Chromium and an answering Redis', () => {
    expect(planTestMachine(READY)).toEqual([]);
  });

  it('installs Chromium, Redis and pdftotext as root on a fresh machine, then starts Redis', () => {
    const fresh = {
      ...READY,
      chromiumPresent: false,
      redisServerPresent: false,
      redisAnswers: false,
      pdftotextPresent: false,
      ffprobePresent: false,
    };
    expect(planTestMachine(fresh)).toEqual([
      { kind: 'install', packages: ['chromium', 'redis-server', 'poppler-utils', 'ffmpeg'] },
      { kind: 'startRedis' },
    ]);
  });

  it('starts an installed Redis that does not answer, installing nothing', () => {
    expect(planTestMachine({ ...READY, redisAnswers: false })).toEqual([{ kind: 'startRedis' }]);
  });

  it('installs no Redis server when some Redis already answers on the port', () => {
    expect(planTestMachine({ ...READY, redisServerPresent: false })).toEqual([]);
  });

  it('stops with the one command to run when it may not install', () => {
    const steps = planTestMachine({ ...READY, chromiumPresent: false, root: false });
    expect(steps).toEqual([
      {
        kind: 'stop',
        reason: 'Chromium is not at /usr/bin/chromium; the tests need chromium.',
        command: 'sudo apt-get update && sudo apt-get install -y chromium',
      },
    ]);
  });

  it('says pdftotext is missing when only it is, with the package that brings it', () => {
    expect(planTestMachine({ ...READY, pdftotextPresent: false, root: false })).toEqual([
      {
        kind: 'stop',
        reason: 'pdftotext is not installed; the tests need poppler-utils.',
        command: 'sudo apt-get update && sudo apt-get install -y poppler-utils',
      },
    ]);
  });

  it('says ffprobe is missing when only it is, with the package that brings it', () => {
    expect(planTestMachine({ ...READY, ffprobePresent: false, root: false })).toEqual([
      {
        kind: 'stop',
        reason: 'ffprobe is not installed; the tests need ffmpeg.',
        command: 'sudo apt-get update && sudo apt-get install -y ffmpeg',
      },
    ]);
  });

  it('installs nothing when CHROMIUM_PATH names a browser that is not there', () => {
    const steps = planTestMachine({ ...READY, chromiumPath: '/opt/chrome/chrome', chromiumPresent: false });
    expect(steps).toEqual([
      {
        kind: 'stop',
        reason: 'CHROMIUM_PATH is /opt/chrome/chrome, which is not an executable.',
        command: "unset CHROMIUM_PATH  # to use Debian's /usr/bin/chromium",
      },
    ]);
  });
});
