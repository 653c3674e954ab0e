import { create } from 'zustand';

/**
 * The premium upsell and the purchase dialog it leads to (spec 000 section 2). Any part of the
 * editor that meets a locked feature names it here; one pair of dialogs serves them all.
 */
export interface PremiumUpsellState {
  /** The locked feature the upsell explains, or null while it is closed. */
  lockedFeature: string | null;
  purchasing: boolean;
  showUpsell(feature: string): void;
  startPurchase(): void;
  close(): void;
}

export const usePremiumUpsell = create<PremiumUpsellState>((set) => ({
  lockedFeature: null,
  purchasing: false,
  showUpsell: (feature) => set({ lockedFeature: feature, purchasing: false }),
  startPurchase: () => set({ lockedFeature: null, purchasing: true }),
  close: () => set({ lockedFeature: null, purchasing: false }),
}));
