import { create } from 'zustand';

/**
 * Whose camera this person follows (an awareness client id), if anyone's. Session state: following
 * is a local choice, and it ends as soon as the person moves their own camera.
 */
export interface FollowingState {
  clientId: number | null;
  follow(clientId: number): void;
  stop(): void;
}

export const useFollowing = create<FollowingState>((set) => ({
  clientId: null,
  follow: (clientId) => set({ clientId }),
  stop: () => set({ clientId: null }),
}));
