import { describe, expect, it } from 'vitest';
import { createInProcessRoomBus } from './createInProcessRoomBus';
import { describeRoomBusContract } from './testSupport/describeRoomBusContract';
import { RecordingListener } from './testSupport/RecordingListener';

// Two servers in one process share one bus object; each is one subscription per room.
describeRoomBusContract('in-process', async (gapGraceMs) => {
  const bus = createInProcessRoomBus({ gapGraceMs });
  return { a: bus, b: bus, close: () => bus.close() };
});

describe('createInProcessRoomBus', () => {
  it('keeps delivering to the others when one listener throws', async () => {
    const logged: string[] = [];
    const bus = createInProcessRoomBus({ log: (event) => logged.push(event) });
    const heard = new RecordingListener();
    const a = await bus.subscribe('s', new RecordingListener());
    await bus.subscribe('s', {
      onUpdate: () => {
        throw new Error('listener bug');
      },
      onPresence: () => undefined,
      onGap: () => undefined,
    });
    await bus.subscribe('s', heard);
    await a.publishUpdate(1, new Uint8Array([1]));
    expect(heard.seqs()).toEqual([1]);
    expect(logged).toEqual(['bus-listener-failed']);
    await bus.close();
  });
});
