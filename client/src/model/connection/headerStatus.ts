/** What the editor's header says of the live connection and of the person's saving. */
export interface HeaderStatus {
  /** "Connecting…", "Live" or "Offline"; null when the save state already says "Offline". */
  connection: string | null;
  /** "Saving…", "Saved" or "Offline" for an editor; null for a viewer, and while first connecting. */
  saving: string | null;
}

const CONNECTION_TEXT = { connecting: 'Connecting…', connected: 'Live', disconnected: 'Offline' } as const;
const SAVING_TEXT = { saving: 'Saving…', saved: 'Saved', offline: 'Offline' } as const;

/**
 * The header's two words. Until the first sync nothing of this person's can have reached the server
 * or failed to, so a first connection says only "Connecting…" (not "Connecting… Offline"); once the
 * connection has been up, an editor's save state shows, and when it says "Offline" the connection does
 * not say it again.
 */
export function headerStatus({
  editable,
  connection,
  everSynced,
  saveState,
}: {
  editable: boolean;
  connection: keyof typeof CONNECTION_TEXT;
  everSynced: boolean;
  saveState: keyof typeof SAVING_TEXT;
}): HeaderStatus {
  const savingShown = editable && (everSynced || connection !== 'connecting');
  const saving = savingShown ? SAVING_TEXT[saveState] : null;
  const saidOffline = saving === SAVING_TEXT.offline && connection === 'disconnected';
  return { connection: saidOffline ? null : CONNECTION_TEXT[connection], saving };
}
