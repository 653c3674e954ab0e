import * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { copyForDocument } from './copyForDocument';
import { designMap } from './designMap';
import { nodeFields } from './nodeFields';
import { NODE_KIND_NAMES } from './nodeKinds';
import { nodesMap } from './nodesMap';

type StackItem = Y.UndoManager['undoStack'][number];

/** `kind:id` for a node, `design` for the design map: the maps whose entries are a record's fields. */
type FieldMapKey = string;

/**
 * What one transaction replaced, per field map: each field it touched with the value it held before
 * (undefined when it had none), or null for a node the transaction created.
 */
type ReplacedValues = Map<FieldMapKey, Map<string, unknown> | null>;

const DESIGN_KEY = 'design';
const REPLACED_VALUES_META = 'replacedValues';

export interface DocumentUndoManagerOptions {
  /** The origins whose transactions become undo steps: one person's commands. */
  trackedOrigins: Set<unknown>;
  /** Called with every transaction just before it may become a step; false leaves it out. */
  captureTransaction?: (transaction: Y.Transaction) => boolean;
}

/**
 * The Y.UndoManager of a design document: it tracks every node map and the design map, makes each
 * tracked transaction its own step, and never leaves a field empty that the step it undoes or redoes
 * meant to give a value.
 *
 * Yjs's UndoManager skips restoring a map key when another client changed that key concurrently,
 * even when that change itself lost (yjs/yjs#514: the winner of two concurrent sets undoes;
 * yjs/yjs#472: a field changed while its node was being deleted, then the delete is undone). The key
 * is then left empty, and a node without a required field no longer parses: it vanishes from every
 * replica and from the save. So each step remembers the values its transaction replaced, and an undo
 * or redo puts back any of them that Yjs left missing from a node (or the design) that exists after
 * it. An empty key holds no coworker's value, so filling it overwrites nothing anyone can see.
 *
 * The repair is written in the undo's or redo's own transaction: peers get one update, and the step
 * pushed for it (redo after an undo, undo after a redo) reverts the repair with the rest.
 */
export class DocumentUndoManager extends Y.UndoManager {
  /** The fields of every node and of the design as they are now, to know what a transaction replaced. */
  private readonly currentFields = new Map<FieldMapKey, Record<string, unknown>>();
  private readonly replacedByTransaction = new WeakMap<Y.Transaction, ReplacedValues>();
  private readonly stopObserving: (() => void)[] = [];

  constructor(document: Y.Doc, options: DocumentUndoManagerOptions) {
    const capturing: { transaction: Y.Transaction | null } = { transaction: null };
    super([...NODE_KIND_NAMES.map((kind) => nodesMap(document, kind)), designMap(document)], {
      trackedOrigins: options.trackedOrigins,
      // Without a zero timeout, commands made within 500 ms would merge into one step by the clock.
      captureTimeout: 0,
      captureTransaction: (transaction) => {
        // Called with the transaction just before its step is pushed, which the push event lacks.
        capturing.transaction = transaction;
        return options.captureTransaction?.(transaction) ?? true;
      },
    });
    this.on('stack-item-added', ({ stackItem }) => {
      const replaced = capturing.transaction && this.replacedByTransaction.get(capturing.transaction);
      stackItem.meta.set(REPLACED_VALUES_META, replaced ?? new Map());
    });
    for (const kind of NODE_KIND_NAMES) this.followNodes(kind);
    this.followDesign();
  }

  override undo(): StackItem | null {
    return this.popRepaired('undo');
  }

  override redo(): StackItem | null {
    return this.popRepaired('redo');
  }

  override destroy(): void {
    for (const stop of this.stopObserving.splice(0)) stop();
    super.destroy();
  }

  private popRepaired(direction: 'undo' | 'redo'): StackItem | null {
    let popped: StackItem | null = null;
    try {
      this.doc.transact(() => {
        popped = direction === 'undo' ? super.undo() : super.redo();
        if (popped !== null) this.restoreFieldsLeftEmpty(popped);
        // Yjs files a transaction as an undo or redo by these flags, read when the transaction ends,
        // which is after super.undo() has cleared them: set them again for this outer transaction,
        // with the popped step current, as during Yjs's own undo.
        this.undoing = direction === 'undo';
        this.redoing = direction === 'redo';
        this.currStackItem = popped;
      }, this);
    } finally {
      this.undoing = false;
      this.redoing = false;
      this.currStackItem = null;
    }
    return popped;
  }

  private restoreFieldsLeftEmpty(popped: StackItem): void {
    const replaced = popped.meta.get(REPLACED_VALUES_META) as ReplacedValues | undefined;
    for (const [key, fields] of replaced ?? []) {
      if (fields === null) continue;
      const map = this.fieldMap(key);
      if (map === null) continue;
      for (const [field, value] of fields) {
        if (value !== undefined && !map.has(field)) map.set(field, copyForDocument(value));
      }
    }
  }

  private fieldMap(key: FieldMapKey): Y.Map<unknown> | null {
    if (key === DESIGN_KEY) return designMap(this.doc);
    const separator = key.indexOf(':');
    const node = nodesMap(this.doc, key.slice(0, separator) as NodeKind).get(key.slice(separator + 1));
    return node instanceof Y.Map ? node : null;
  }

  private replacedIn(transaction: Y.Transaction): ReplacedValues {
    let replaced = this.replacedByTransaction.get(transaction);
    if (replaced === undefined) {
      replaced = new Map();
      this.replacedByTransaction.set(transaction, replaced);
    }
    return replaced;
  }

  private followNodes(kind: NodeKind): void {
    const nodes = nodesMap(this.doc, kind);
    for (const [id, node] of nodes) {
      const fields = nodeFields(node);
      if (fields !== null) this.currentFields.set(`${kind}:${id}`, fields);
    }
    const observer = (events: Y.YEvent<Y.Map<unknown>>[], transaction: Y.Transaction) => {
      // Per node id: 'node' when the node itself was added, removed or replaced, else its changed fields.
      const touched = new Map<string, 'node' | Set<string>>();
      for (const event of events) {
        if (!(event instanceof Y.YMapEvent)) continue;
        if (event.target === nodes) {
          for (const id of event.keysChanged) touched.set(id, 'node');
          continue;
        }
        const id = event.path[0];
        if (typeof id !== 'string' || event.path.length !== 1) continue;
        const fields = touched.get(id) ?? new Set<string>();
        if (fields === 'node') continue;
        for (const field of event.keysChanged) fields.add(field);
        touched.set(id, fields);
      }
      const replaced = this.replacedIn(transaction);
      for (const [id, fields] of touched) {
        const key = `${kind}:${id}`;
        const before = this.currentFields.get(key);
        if (fields === 'node') {
          replaced.set(key, before === undefined ? null : new Map(Object.entries(before)));
        } else {
          replaced.set(key, new Map([...fields].map((field) => [field, before?.[field]])));
        }
        const now = nodeFields(nodes.get(id));
        if (now === null) this.currentFields.delete(key);
        else this.currentFields.set(key, now);
      }
    };
    nodes.observeDeep(observer);
    this.stopObserving.push(() => nodes.unobserveDeep(observer));
  }

  private followDesign(): void {
    const design = designMap(this.doc);
    this.currentFields.set(DESIGN_KEY, design.toJSON());
    const observer = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
      const before = this.currentFields.get(DESIGN_KEY) ?? {};
      this.replacedIn(transaction).set(
        DESIGN_KEY,
        new Map([...event.keysChanged].map((field) => [field, before[field]])),
      );
      this.currentFields.set(DESIGN_KEY, design.toJSON());
    };
    design.observe(observer);
    this.stopObserving.push(() => design.unobserve(observer));
  }
}
