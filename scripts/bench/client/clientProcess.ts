import type { ClientJob } from './ClientJob';
import type { FromClient, ToClient } from './ClientMessage';
import type { JobControl } from './JobControl';
import type { JobRun } from './JobRun';
import { runAckJob } from './runAckJob';
import { runJoinStormJob } from './runJoinStormJob';
import { runLoadDesignsJob } from './runLoadDesignsJob';
import { runTrafficJob } from './runTrafficJob';

// The clients live in their own process so that their CPU never counts as the server's.
// Every WebsocketProvider adds a process 'exit' listener; hundreds of clients are intended here.
process.setMaxListeners(0);
const send = (message: FromClient) => process.send?.(message);
let go: (() => void) | null = null;
let closed: (() => void) | null = null;

const control: JobControl = {
  ready() {
    return new Promise((resolve) => {
      go = resolve;
      send({ type: 'ready' });
    });
  },
};

function runJob(job: ClientJob): Promise<JobRun> {
  switch (job.kind) {
    case 'traffic':
      return runTrafficJob(job, control);
    case 'loadDesigns':
      return runLoadDesignsJob(job, control);
    case 'joinStorm':
      return runJoinStormJob(job, control);
    case 'ack':
      return runAckJob(job, control);
  }
}

async function main(job: ClientJob): Promise<void> {
  const run = await runJob(job);
  send({ type: 'result', result: run.result });
  await new Promise<void>((resolve) => {
    closed = resolve;
  });
  await run.dispose();
  process.exit(0);
}

process.on('message', (message: ToClient) => {
  if (message.type === 'job') {
    main(message.job).catch((error: unknown) => {
      send({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      setTimeout(() => process.exit(1), 100);
    });
  } else if (message.type === 'go') {
    go?.();
  } else {
    closed?.();
  }
});
