import type {
  PresentationImage,
  PresentationImageKind,
  PresentationImagesResponse,
} from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  addPresentationImage,
  arrangePresentationImages,
  deletePresentationImage,
  listPresentationImages,
  presentationImagesKey,
} from './presentationImagesApi';

export interface PresentationImagesState {
  images: PresentationImagesResponse | undefined;
  loadError: Error | null;
  /** The last change's refusal, in the api's words; cleared by the next change. */
  changeError: Error | null;
  busy: boolean;
  add(kind: PresentationImageKind, file: File): Promise<PresentationImage | null>;
  remove(imageId: string): void;
  /** Stores a kind's new order and picks, shown at once and undone if the api refuses it. */
  arrange(kind: PresentationImageKind, images: readonly PresentationImage[]): void;
}

const listOf = (kind: PresentationImageKind) => (kind === 'render' ? 'renders' : 'slides');

/** The renders and custom slides kept with a save, and the changes an editor makes to them. */
export function usePresentationImages(saveId: string): PresentationImagesState {
  const queryClient = useQueryClient();
  const key = presentationImagesKey(saveId);
  const query = useQuery({ queryKey: key, queryFn: () => listPresentationImages(saveId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const adding = useMutation({
    mutationFn: ({ kind, file }: { kind: PresentationImageKind; file: File }) =>
      addPresentationImage(saveId, kind, file.name.replace(/\.[^.]+$/, '') || 'Slide', file),
    onSettled: refresh,
  });
  const removing = useMutation({
    mutationFn: (imageId: string) => deletePresentationImage(saveId, imageId),
    onSettled: refresh,
  });
  const arranging = useMutation({
    mutationFn: ({ kind, images }: { kind: PresentationImageKind; images: readonly PresentationImage[] }) =>
      arrangePresentationImages(
        saveId,
        kind,
        images.map(({ id, included }) => ({ id, included })),
      ),
    onError: refresh,
  });
  // Only the newest arrangement's answer is shown: an older one landing after a newer click would
  // put back what that click changed.
  const newestArrangement = useRef(0);

  return {
    images: query.data,
    loadError: query.error,
    changeError: adding.error ?? removing.error ?? arranging.error,
    busy: adding.isPending || removing.isPending || arranging.isPending,
    async add(kind, file) {
      removing.reset();
      arranging.reset();
      try {
        return await adding.mutateAsync({ kind, file });
      } catch {
        return null;
      }
    },
    remove(imageId) {
      adding.reset();
      arranging.reset();
      removing.mutate(imageId);
    },
    arrange(kind, images) {
      adding.reset();
      removing.reset();
      // Shown in the same task as the click, so a ticked box or a move never flickers back while
      // the api is asked (a mutation's own onMutate runs a microtask later).
      // A list still on its way (a refetch) would land over the change, so it is called off.
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<PresentationImagesResponse>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, [listOf(kind)]: [...images] });
      const arrangement = (newestArrangement.current += 1);
      arranging.mutate(
        { kind, images },
        {
          onSuccess: (arranged) => {
            if (arrangement === newestArrangement.current) queryClient.setQueryData(key, arranged);
          },
        },
      );
    },
  };
}
