/** What bulk price editing reports after saving (spec 001 section 8, word for word). */
export function priceSaveSummary(succeeded: number, failed: number): string {
  return `Updated ${succeeded} prices successfully. ${failed} failed.`;
}

export const PRICE_SAVE_CRITICAL_ERROR = 'A critical error occurred while saving prices. Please try again.';
