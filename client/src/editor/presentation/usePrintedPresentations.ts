import type { PrintedPresentation } from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../output/downloadFile';
import {
  deletePrintedPresentation,
  fetchPrintedPresentation,
  listPrintedPresentations,
  printedPresentationsKey,
} from './printedPresentationsApi';

export interface PrintedPresentationsState {
  presentations: PrintedPresentation[] | undefined;
  loadError: Error | null;
  /** The last download's or delete's failure, in the api's words; cleared by the next one. */
  changeError: Error | null;
  busy: boolean;
  download(presentation: PrintedPresentation): Promise<void>;
  remove(printedId: string): void;
}

/** The presentations printed from a save and kept with it, newest first. */
export function usePrintedPresentations(saveId: string): PrintedPresentationsState {
  const queryClient = useQueryClient();
  const key = printedPresentationsKey(saveId);
  const query = useQuery({ queryKey: key, queryFn: () => listPrintedPresentations(saveId) });
  const [downloadError, setDownloadError] = useState<Error | null>(null);
  const removing = useMutation({
    mutationFn: (printedId: string) => deletePrintedPresentation(saveId, printedId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return {
    presentations: query.data?.presentations,
    loadError: query.error,
    changeError: downloadError ?? removing.error,
    busy: removing.isPending,
    async download(presentation) {
      setDownloadError(null);
      removing.reset();
      try {
        const pdf = await fetchPrintedPresentation(saveId, presentation.id);
        await downloadFile(`${presentation.name}.pdf`, pdf);
      } catch (error) {
        setDownloadError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    remove(printedId) {
      setDownloadError(null);
      removing.mutate(printedId);
    },
  };
}
