import { PRICE_SAVE_CRITICAL_ERROR, PriceUpdateResponseSchema, priceSaveSummary } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../app/apiClient';
import type { PriceChange } from '../../model/catalogue/bulkPriceEdits';

/**
 * Saves a bulk price edit as one `updatePrice` per changed price (spec 001 section 7) and answers
 * the spec's summary, "Updated N prices successfully. M failed.", counting refused prices and
 * `invalid` fields as failures. When the api cannot be reached at all the answer is the spec's
 * critical failure instead, since the counts would mean nothing.
 */
export function useSavePrices(accountId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, invalid }: { changes: readonly PriceChange[]; invalid: number }) => {
      if (accountId === null) return PRICE_SAVE_CRITICAL_ERROR;
      let succeeded = 0;
      let failed = invalid;
      try {
        for (const change of changes) {
          try {
            const answer = await apiRequest('/models', PriceUpdateResponseSchema, {
              method: 'POST',
              body: { action: 'updatePrice', accountId, ...change },
            });
            if (answer.success) succeeded += 1;
            else failed += 1;
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            failed += 1;
          }
        }
      } catch {
        return PRICE_SAVE_CRITICAL_ERROR;
      } finally {
        if (succeeded > 0) await queryClient.invalidateQueries({ queryKey: ['catalogue', 'models'] });
      }
      return priceSaveSummary(succeeded, failed);
    },
  });
}
