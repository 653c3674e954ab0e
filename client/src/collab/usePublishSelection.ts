import { useEffect } from 'react';
import { useSelection } from '../session/useSelection';
import type { PresencePublisher } from './createPresencePublisher';

/** Tells coworkers what this person selects: the session's selection, mirrored into presence. */
export function usePublishSelection(presence: PresencePublisher | null): void {
  useEffect(() => {
    if (presence === null) return;
    presence.setSelection(useSelection.getState().selectedIds);
    return useSelection.subscribe((state, previous) => {
      if (state.selectedIds !== previous.selectedIds) presence.setSelection(state.selectedIds);
    });
  }, [presence]);
}
