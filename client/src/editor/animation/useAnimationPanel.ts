import { AnimationSettingsSchema, type AnimationSettings } from '@kitchensync/schemas';
import { create } from 'zustand';

/** The Animation panel: open or not, and the choices made in it this visit. */
export const useAnimationPanel = create<{
  open: boolean;
  settings: AnimationSettings;
  toggle(): void;
  close(): void;
  change(patch: Partial<AnimationSettings>): void;
}>((set) => ({
  open: false,
  settings: AnimationSettingsSchema.parse({}),
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
  change: (patch) =>
    set((state) => ({ settings: AnimationSettingsSchema.parse({ ...state.settings, ...patch }) })),
}));
