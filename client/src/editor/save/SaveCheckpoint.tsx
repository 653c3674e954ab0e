import { CheckpointResponseSchema } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../app/apiClient';
import type { SaveState } from '../../collab/trackSaving';
import { saveHistoryQuery } from '../history/saveHistoryQuery';
import { EDITOR_SHORTCUTS } from '../shortcuts/editorShortcuts';
import { isTypingTarget, type MaybeEditable } from '../shortcuts/isTypingTarget';
import { matchesShortcut } from '../shortcuts/matchesShortcut';
import { useShortcuts } from '../shortcuts/useShortcuts';
import './save.css';

/** The name Ctrl+S gives the version it records in the design's history. */
export const SAVE_CHECKPOINT_LABEL = 'Saved';
/** How long "Saved" stays on screen, ms (a failure twice as long). */
const FEEDBACK_MS = 2500;

/**
 * Ctrl+S. The design is saved as it changes, so Ctrl+S does what a person means by saving: it names
 * this version "Saved" in the design's history (`POST /api/saves/{saveId}/history/checkpoints`),
 * once the server has every change made so far, and says "Saved". The browser's save-page dialog
 * never opens, not even from a field (where, like every shortcut, Ctrl+S does nothing else).
 * Offline, it waits for the connection and says so.
 */
export function SaveCheckpoint({ saveId, saveState }: { saveId: string; saveState: SaveState }) {
  const [shown, setShown] = useState(false);
  const latestState = useRef(saveState);
  const waitingForSaved = useRef<(() => void)[]>([]);
  useEffect(() => {
    latestState.current = saveState;
    if (saveState !== 'saved') return;
    for (const resume of waitingForSaved.current.splice(0)) resume();
  }, [saveState]);
  const queryClient = useQueryClient();
  const checkpoint = useMutation({
    mutationFn: async () => {
      // A version named before the server has the latest changes would name an older design.
      if (latestState.current !== 'saved') {
        await new Promise<void>((resume) => waitingForSaved.current.push(resume));
      }
      return apiRequest(
        `/saves/${encodeURIComponent(saveId)}/history/checkpoints`,
        CheckpointResponseSchema,
        {
          method: 'POST',
          body: { label: SAVE_CHECKPOINT_LABEL },
        },
      );
    },
    onSuccess: () => {
      setShown(true);
      // The history lists the new version with its total.
      void queryClient.invalidateQueries({ queryKey: saveHistoryQuery(saveId).queryKey });
    },
  });

  useShortcuts({
    save: () => {
      setShown(false);
      checkpoint.mutate();
    },
  });
  useEffect(() => {
    // Shortcuts leave fields alone, but Ctrl+S in a note's text must not open the browser's save-page dialog.
    const keepBrowserDialogShut = (event: KeyboardEvent) => {
      if (
        isTypingTarget(event.target as MaybeEditable | null) &&
        matchesShortcut(event, EDITOR_SHORTCUTS.save.keys[0])
      ) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', keepBrowserDialogShut);
    return () => window.removeEventListener('keydown', keepBrowserDialogShut);
  }, []);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(false), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const { isError, reset } = checkpoint;
  useEffect(() => {
    if (!isError) return undefined;
    const timer = setTimeout(reset, 2 * FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isError, reset]);

  if (checkpoint.isError) {
    return (
      <p className="save-feedback error" role="alert">
        {checkpoint.error.message}
      </p>
    );
  }
  const text = checkpoint.isPending
    ? saveState === 'offline'
      ? 'Offline: saving when the connection returns…'
      : 'Saving…'
    : shown
      ? 'Saved'
      : null;
  return text === null ? null : (
    <p className="save-feedback" role="status">
      {text}
    </p>
  );
}
