import type { RoomBusMember } from './RoomBusMember';

/**
 * The members of each room inside one bus object. Several servers in one process may share a bus, so
 * members of one room on the same bus still hear each other, without a round trip through Redis.
 */
export class LocalRoomMembers {
  private readonly rooms = new Map<string, Set<RoomBusMember>>();

  /** True when the member is the room's first here, i.e. the bus must start listening to it. */
  add(member: RoomBusMember): boolean {
    const members = this.rooms.get(member.saveId);
    if (members) {
      members.add(member);
      return false;
    }
    this.rooms.set(member.saveId, new Set([member]));
    return true;
  }

  /** True when the room has no member left here, i.e. the bus can stop listening to it. */
  remove(member: RoomBusMember): boolean {
    const members = this.rooms.get(member.saveId);
    if (!members?.delete(member)) return false;
    if (members.size > 0) return false;
    this.rooms.delete(member.saveId);
    return true;
  }

  of(saveId: string): RoomBusMember[] {
    return [...(this.rooms.get(saveId) ?? [])];
  }

  /** Everyone in `from`'s room except `from`. */
  othersThan(from: RoomBusMember): RoomBusMember[] {
    return this.of(from.saveId).filter((member) => member !== from);
  }

  saveIds(): string[] {
    return [...this.rooms.keys()];
  }

  all(): RoomBusMember[] {
    return [...this.rooms.values()].flatMap((members) => [...members]);
  }

  clear(): void {
    this.rooms.clear();
  }
}
