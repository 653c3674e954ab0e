import { migrateDoc } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { PastDesignUnreadableError } from './PastDesignUnreadableError';

/**
 * A scratch Y.Doc holding a past whole-state update, migrated to this code's schema. A past state may
 * predate migrations the live document has had since; comparing or showing it unmigrated would put
 * old-shaped fields back into a current document. The caller owns the doc and destroys it.
 * Throws PastDesignUnreadableError (and keeps nothing) when the past state cannot be migrated.
 */
export function openPastDesign(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const migration = migrateDoc(doc);
  if (migration.status === 'tooNew' || migration.status === 'invalidVersions') {
    doc.destroy();
    throw new PastDesignUnreadableError(migration.status);
  }
  return doc;
}
