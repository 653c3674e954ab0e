import { DocumentUndoManager, type NodeKind } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { unreadableNodes } from './unreadableNodes';

/** One editor's browser tab: its document, its own transaction origin and its own undo history. */
export class Replica {
  /** Like the client's `localOrigin`: the undo manager tracks this origin and nothing else. */
  readonly origin: object;
  private currentDoc: Y.Doc;
  private currentUndoManager: DocumentUndoManager;
  private idCount = 0;

  constructor(
    readonly name: string,
    clientId: number,
  ) {
    this.origin = { replica: name };
    this.currentDoc = documentWithClientId(clientId);
    this.currentUndoManager = this.newUndoManager();
  }

  get doc(): Y.Doc {
    return this.currentDoc;
  }

  get undoManager(): DocumentUndoManager {
    return this.currentUndoManager;
  }

  /**
   * The tab is closed and opened again: the document comes back from y-indexeddb under a new client
   * id (a Y.Doc never reuses one) with an empty undo history. Whatever Yjs still held for a missing
   * dependency comes along, as y-indexeddb keeps every update it was given.
   */
  reload(clientId: number): Y.Doc {
    const reloaded = documentWithClientId(clientId);
    Y.applyUpdate(reloaded, Y.encodeStateAsUpdate(this.currentDoc));
    this.currentUndoManager.destroy();
    this.currentDoc.destroy();
    this.currentDoc = reloaded;
    this.currentUndoManager = this.newUndoManager();
    return reloaded;
  }

  /** One user command: one transaction with this replica's origin, as the client's commands run. */
  command(edit: () => void): void {
    this.doc.transact(edit, this.origin);
  }

  /**
   * Undo or redo with the client's undo manager. Throws when it leaves a node unreadable that was
   * readable just before (as Yjs's own UndoManager can, yjs/yjs#514 and #472), so that every fuzz
   * checks that an undo or redo never makes a node vanish.
   */
  undoOrRedo(direction: 'undo' | 'redo'): void {
    const before = unreadableNodes(this.doc);
    if (direction === 'undo') this.undoManager.undo();
    else this.undoManager.redo();
    const broken = [...unreadableNodes(this.doc)].filter((node) => !before.has(node));
    if (broken.length > 0) {
      throw new Error(`${this.name}'s ${direction} left ${broken.join(', ')} unreadable`);
    }
  }

  private newUndoManager(): DocumentUndoManager {
    return new DocumentUndoManager(this.currentDoc, { trackedOrigins: new Set([this.origin]) });
  }

  /** Ids unique across replicas without randomUUID, so that a seed replays the same ids. */
  newId(kind: NodeKind): `${NodeKind}_${string}` {
    this.idCount += 1;
    return `${kind}_${this.name}n${this.idCount}`;
  }
}

function documentWithClientId(clientId: number): Y.Doc {
  const doc = new Y.Doc();
  // Set before any edit: conflicts are resolved by client id, so a seed must fix them to replay.
  doc.clientID = clientId;
  return doc;
}
