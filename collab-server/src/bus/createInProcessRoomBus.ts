import { randomUUID } from 'node:crypto';
import type { CollabLog } from '../CollabLog';
import { LocalRoomMembers } from './LocalRoomMembers';
import type { RoomBus } from './RoomBus';
import { RoomBusMember, type RoomBusLink } from './RoomBusMember';
import type { RoomBusObserver } from './RoomBusObserver';

export interface InProcessRoomBusOptions {
  instanceId?: string;
  /** How long a missing seq may stay missing before the room is told to resync (default 250 ms). */
  gapGraceMs?: number;
  observer?: RoomBusObserver;
  log?: CollabLog;
}

/**
 * The single-machine bus: members of a room hear each other synchronously. With one server it has at
 * most one member per room and so carries nothing; servers in one process that share it (tests,
 * benchmarks) behave like instances on a real bus.
 */
export function createInProcessRoomBus(options: InProcessRoomBusOptions = {}): RoomBus {
  const instanceId = options.instanceId ?? `in-process-${randomUUID()}`;
  const memberOptions = {
    gapGraceMs: options.gapGraceMs ?? 250,
    observer: options.observer ?? {},
    log: options.log ?? (() => undefined),
  };
  const members = new LocalRoomMembers();
  let closed = false;

  const link: RoomBusLink = {
    async publishUpdate(from, seq, update) {
      const message = { saveId: from.saveId, seq, update, origin: instanceId, publishedAt: Date.now() };
      for (const member of members.othersThan(from)) member.deliverUpdate(message);
    },
    async publishPresence(from, update) {
      const message = { saveId: from.saveId, update, origin: instanceId };
      for (const member of members.othersThan(from)) member.deliverPresence(message);
    },
    async requestPresence(from) {
      for (const member of members.othersThan(from)) member.deliverPresenceRequest();
    },
    async leave(member) {
      members.remove(member);
    },
  };

  return {
    instanceId,
    async subscribe(saveId, listener) {
      if (closed) throw new Error('The room bus is closed');
      const member = new RoomBusMember(saveId, listener, link, memberOptions);
      members.add(member);
      return member;
    },
    async announceSaveDetailsChanged(saveId) {
      if (closed) throw new Error('The room bus is closed');
      for (const member of members.of(saveId)) member.deliverSaveDetailsChanged();
    },
    async announceCataloguePricesChanged(accountId) {
      if (closed) throw new Error('The room bus is closed');
      for (const member of members.all()) member.deliverCataloguePricesChanged(accountId);
    },
    async close() {
      closed = true;
      for (const member of members.all()) member.dispose();
      members.clear();
    },
  };
}
