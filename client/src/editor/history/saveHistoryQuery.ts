import { HistoryListResponseSchema } from '@kitchensync/schemas';
import { apiRequest } from '../../app/apiClient';

/** The save's checkpoints with their totals (`GET /api/saves/{saveId}/history`), as one query. */
export function saveHistoryQuery(saveId: string) {
  return {
    queryKey: ['saveHistory', saveId] as const,
    queryFn: () => apiRequest(`/saves/${encodeURIComponent(saveId)}/history`, HistoryListResponseSchema),
  };
}
