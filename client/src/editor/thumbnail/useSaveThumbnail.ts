import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type * as Y from 'yjs';
import { pendingThumbnails } from '../../app/thumbnails/pendingThumbnails';
import { uploadSaveThumbnail } from '../../app/thumbnails/uploadSaveThumbnail';
import { SAVES_QUERY_KEY } from '../../app/saves/savesQueryKey';
import type { SaveState } from '../../collab/trackSaving';
import { ThumbnailSchedule } from '../../model/thumbnails/ThumbnailSchedule';
import { useThumbnailCapture } from '../../session/useThumbnailCapture';
import { encodeThumbnail } from './encodeThumbnail';

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}

/**
 * Keeps the save's thumbnail up to date while the person edits it (`ThumbnailSchedule`): after
 * their changes are saved and the design is quiet, in an idle moment, and when they leave the
 * editor (another page of the app, or the tab closing). Only for those who may edit; a picture that
 * does not arrive is kept in this browser and sent later. Editing never waits for any of it.
 */
export function useSaveThumbnail(
  saveId: string | undefined,
  doc: Y.Doc | null,
  saveState: SaveState,
  editable: boolean,
): void {
  const queryClient = useQueryClient();
  const schedule = useRef<ThumbnailSchedule | null>(null);

  // A layout effect: its clean-up runs while the design view is still mounted, so the picture
  // taken on leaving shows the design, not an emptied scene.
  useLayoutEffect(() => {
    if (!editable || doc === null || saveId === undefined) return;
    const current = new ThumbnailSchedule({
      capture: () => {
        const picture = useThumbnailCapture.getState().capture?.() ?? null;
        return picture === null ? Promise.resolve(null) : encodeThumbnail(picture);
      },
      upload: async (image, leaving) => {
        await uploadSaveThumbnail(saveId, image, leaving);
        await queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY });
      },
      keepPending: (image) => pendingThumbnails.keep(saveId, image),
      dropPending: () => pendingThumbnails.drop(saveId),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer),
      whenIdle,
    });
    schedule.current = current;
    // The person's own changes, undo and redo included; what others change is theirs to picture.
    const onUpdate = (_update: Uint8Array, _origin: unknown, _doc: Y.Doc, transaction: Y.Transaction) => {
      if (transaction.local) current.changed();
    };
    const onPageHide = () => void current.leave();
    doc.on('update', onUpdate);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      doc.off('update', onUpdate);
      window.removeEventListener('pagehide', onPageHide);
      schedule.current = null;
      void current.leave();
    };
  }, [saveId, doc, editable, queryClient]);

  useEffect(() => {
    schedule.current?.savedChanged(saveState === 'saved');
  }, [saveState, doc, editable]);
}
