import { describe, expect, it } from 'vitest';
import { MAX_PRESENCE_SELECTION, PresenceStateSchema } from './presenceState';

const user = { userId: 'user_1', name: 'Ann', role: 'editor', color: '#1976d2' } as const;

describe('presence state', () => {
  it('reads a state that only has the stamped user as a person with nothing selected, no pointer, no camera', () => {
    expect(PresenceStateSchema.parse({ user })).toEqual({ user, selection: [], pointer: null, camera: null });
  });

  it('refuses a state without the server-stamped user', () => {
    expect(PresenceStateSchema.safeParse({ selection: [] }).success).toBe(false);
  });

  it('refuses pointers and cameras that are not finite numbers', () => {
    expect(PresenceStateSchema.safeParse({ user, pointer: { x: Number.NaN, z: 0 } }).success).toBe(false);
    expect(
      PresenceStateSchema.safeParse({
        user,
        camera: { view: 'top', position: [0, Infinity, 0], target: [0, 0, 0], zoom: 1 },
      }).success,
    ).toBe(false);
  });

  it('keeps the selection small enough for the server’s presence size cap', () => {
    const ids = Array.from(
      { length: MAX_PRESENCE_SELECTION },
      (_, i) => `model_${String(i).padStart(32, '0')}`,
    );
    const state = { user, selection: ids, pointer: { x: 1, z: 2 }, camera: null };
    expect(PresenceStateSchema.safeParse(state).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(state)).length).toBeLessThan(8 * 1024);
    expect(PresenceStateSchema.safeParse({ ...state, selection: [...ids, 'model_x'] }).success).toBe(false);
  });
});
