import { docToSaveFileContents, saveFileContentsToDoc, type SaveFileContents } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { openPastDesign } from '../history/openPastDesign';
import type { DocumentLog } from '../store/DocumentLog';
import { DesignExistsError } from './DesignExistsError';

export interface DesignDocumentsOptions {
  log: Pick<DocumentLog, 'loadUpdates' | 'appendUpdate' | 'lastSeq' | 'deleteSave'>;
}

/** The api's `DesignDocuments` port (duplicate, export, import), satisfied structurally. */
export interface DesignDocuments {
  read(saveId: string): Promise<SaveFileContents>;
  create(saveId: string, contents: SaveFileContents, author: string | null): Promise<void>;
  remove(saveId: string): Promise<void>;
}

/**
 * Whole designs over the event log, for the api. Reading replays the log as a room would load it,
 * migrated to this code's schema (every append is durable before it is applied, so the log is at
 * least as new as any room). Creating writes a new save's whole design as its first update, which a
 * room then loads like any other: the api does it before anyone can hold a ticket for the save.
 */
export function createDesignDocuments({ log }: DesignDocumentsOptions): DesignDocuments {
  return {
    async read(saveId) {
      const replay = new Y.Doc();
      for (const update of await log.loadUpdates(saveId)) Y.applyUpdate(replay, update);
      const design = openPastDesign(Y.encodeStateAsUpdate(replay));
      replay.destroy();
      try {
        return docToSaveFileContents(design, { id: saveId });
      } finally {
        design.destroy();
      }
    },

    async create(saveId, contents, author) {
      // Appending a whole design onto a live one would merge two designs into one.
      if ((await log.lastSeq(saveId)) > 0) throw new DesignExistsError(saveId);
      const doc = saveFileContentsToDoc(contents);
      try {
        await log.appendUpdate(saveId, Y.encodeStateAsUpdate(doc), author);
      } finally {
        doc.destroy();
      }
    },

    async remove(saveId) {
      await log.deleteSave(saveId);
    },
  };
}
