import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { deleteNode } from './deleteNode';
import { designMap } from './designMap';
import { DocumentUndoManager } from './DocumentUndoManager';
import { NODE_KIND_NAMES, nodeSchema } from './nodeKinds';
import { nodesMap } from './nodesMap';
import { readDesign } from './readDesign';
import { readNode } from './readNode';
import { exchangeUpdates } from './testing/exchangeUpdates';
import { minimalNodes } from './testing/minimalNodes';
import { updateNode } from './updateNode';
import { writeDesignField } from './writeDesignField';
import { writeNode } from './writeNode';

interface Editor {
  doc: Y.Doc;
  origin: object;
  undo: DocumentUndoManager;
  /** One command: one transaction with this editor's origin. */
  command(edit: () => void): void;
}

function editor(clientId: number, from?: Y.Doc): Editor {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  if (from !== undefined) Y.applyUpdate(doc, Y.encodeStateAsUpdate(from));
  const origin = { editor: clientId };
  const undo = new DocumentUndoManager(doc, { trackedOrigins: new Set([origin]) });
  return { doc, origin, undo, command: (edit) => doc.transact(edit, origin) };
}

/** Two editors of one document holding `setUp`, in sync. */
function twoEditors(setUp: (doc: Y.Doc) => void): [Editor, Editor] {
  const server = new Y.Doc();
  server.clientID = 1;
  setUp(server);
  return [editor(2, server), editor(3, server)];
}

/** A field of the minimal node of this kind without which the node does not parse. */
function requiredField(kind: NodeKind): string {
  const { id, ...fields } = minimalNodes[kind] as { id: string } & Record<string, unknown>;
  const field = Object.keys(fields).find((name) => {
    const { [name]: _left, ...without } = fields;
    return !nodeSchema(kind).safeParse({ ...without, id }).success;
  });
  if (field === undefined) throw new Error(`${kind} has no required field`);
  return field;
}

/** Another valid value of the same shape: numbers grown by `by`. */
function moved(value: unknown, by: number): unknown {
  if (typeof value === 'number') return value + by;
  if (Array.isArray(value)) return value.map((item) => moved(item, by));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item, by)]));
  }
  return `${String(value)}-${by}`;
}

const fieldOf = (doc: Y.Doc, kind: NodeKind, field: string) =>
  (readNode(doc, kind, minimalNodes[kind].id) as Record<string, unknown> | null)?.[field];

describe('DocumentUndoManager', () => {
  it.each(NODE_KIND_NAMES)(
    'an undo by the editor whose change of a field won gives the field its earlier value back, and redo its own (%s)',
    (kind) => {
      const node = minimalNodes[kind];
      const field = requiredField(kind);
      const [ann, bob] = twoEditors((doc) => void writeNode(doc, kind, node));
      const original = fieldOf(ann.doc, kind, field);
      ann.command(() => updateNode(ann.doc, kind, node.id, { [field]: moved(original, 1) }));
      bob.command(() => updateNode(bob.doc, kind, node.id, { [field]: moved(original, 2) }));
      const annValue = fieldOf(ann.doc, kind, field);
      exchangeUpdates(ann.doc, bob.doc);
      const winningValue = fieldOf(ann.doc, kind, field);
      const winner = JSON.stringify(winningValue) === JSON.stringify(annValue) ? ann : bob;

      winner.undo.undo();
      exchangeUpdates(ann.doc, bob.doc);
      expect(fieldOf(ann.doc, kind, field)).toEqual(original);
      expect(fieldOf(bob.doc, kind, field)).toEqual(original);

      winner.undo.redo();
      exchangeUpdates(ann.doc, bob.doc);
      expect(fieldOf(ann.doc, kind, field)).toEqual(winningValue);
      expect(fieldOf(bob.doc, kind, field)).toEqual(winningValue);
    },
  );

  it.each(NODE_KIND_NAMES)(
    'an undone delete brings the node back whole when a coworker changed it meanwhile, and redo deletes it again (%s)',
    (kind) => {
      const node = minimalNodes[kind];
      const field = requiredField(kind);
      const [ann, bob] = twoEditors((doc) => void writeNode(doc, kind, node));
      const whole = readNode(ann.doc, kind, node.id);
      ann.command(() => deleteNode(ann.doc, kind, node.id));
      bob.command(() =>
        updateNode(bob.doc, kind, node.id, { [field]: moved(fieldOf(bob.doc, kind, field), 1) }),
      );
      exchangeUpdates(ann.doc, bob.doc);

      ann.undo.undo();
      exchangeUpdates(ann.doc, bob.doc);
      expect(readNode(ann.doc, kind, node.id)).toEqual(whole);
      expect(readNode(bob.doc, kind, node.id)).toEqual(whole);

      ann.undo.redo();
      exchangeUpdates(ann.doc, bob.doc);
      expect(nodesMap(bob.doc, kind).has(node.id)).toBe(false);
    },
  );

  it('an undo by the editor whose design setting won gives the setting its earlier value back', () => {
    const [ann, bob] = twoEditors((doc) => void writeDesignField(doc, 'flooring', { id: 'oak-plank' }));
    ann.command(() => writeDesignField(ann.doc, 'flooring', { id: 'slate-tile' }));
    bob.command(() => writeDesignField(bob.doc, 'flooring', { id: 'walnut-plank' }));
    exchangeUpdates(ann.doc, bob.doc);
    const winner = readDesign(ann.doc).flooring?.id === 'slate-tile' ? ann : bob;

    winner.undo.undo();
    exchangeUpdates(ann.doc, bob.doc);
    expect(designMap(ann.doc).get('flooring')).toMatchObject({ id: 'oak-plank' });
    expect(designMap(bob.doc).get('flooring')).toMatchObject({ id: 'oak-plank' });
  });

  it('leaves out a field that the undone step added, even when a coworker changed it meanwhile', () => {
    const [ann, bob] = twoEditors((doc) => void writeNode(doc, 'wall', minimalNodes.wall));
    ann.command(() => updateNode(ann.doc, 'wall', 'wall_1', { label: 'north' }));
    exchangeUpdates(ann.doc, bob.doc);
    bob.command(() => updateNode(bob.doc, 'wall', 'wall_1', { position: { x: 1, z: 0 } }));
    exchangeUpdates(ann.doc, bob.doc);

    ann.undo.undo();
    exchangeUpdates(ann.doc, bob.doc);
    expect(nodesMap(bob.doc, 'wall').get('wall_1')?.has('label')).toBe(false);
    expect(readNode(bob.doc, 'wall', 'wall_1')?.position).toEqual({ x: 1, z: 0 });
  });

  it('sends an undo and the fields it puts back as one update', () => {
    const [ann, bob] = twoEditors((doc) => void writeNode(doc, 'wall', minimalNodes.wall));
    ann.command(() => deleteNode(ann.doc, 'wall', 'wall_1'));
    bob.command(() => updateNode(bob.doc, 'wall', 'wall_1', { position: { x: 1, z: 0 } }));
    exchangeUpdates(ann.doc, bob.doc);
    const updates: Uint8Array[] = [];
    ann.doc.on('update', (update: Uint8Array) => updates.push(update));

    ann.undo.undo();

    expect(updates).toHaveLength(1);
    Y.applyUpdate(bob.doc, updates[0]!);
    expect(readNode(bob.doc, 'wall', 'wall_1')).toEqual(readNode(ann.doc, 'wall', 'wall_1'));
    expect(readNode(bob.doc, 'wall', 'wall_1')).not.toBeNull();
  });

  it('files an undo as a redo step and a redo as an undo step, with the popped step current', () => {
    const [ann] = twoEditors(() => undefined);
    const currentWhenAdded: unknown[] = [];
    ann.undo.on('stack-item-added', () => currentWhenAdded.push(ann.undo.currStackItem));
    ann.command(() => writeNode(ann.doc, 'wall', minimalNodes.wall));
    const step = ann.undo.undoStack[0];

    ann.undo.undo();
    expect([ann.undo.undoStack.length, ann.undo.redoStack.length]).toEqual([0, 1]);
    const redoStep = ann.undo.redoStack[0];
    ann.undo.redo();
    expect([ann.undo.undoStack.length, ann.undo.redoStack.length]).toEqual([1, 0]);
    expect(currentWhenAdded).toEqual([null, step, redoStep]);
    expect(ann.undo.undoing || ann.undo.redoing || ann.undo.currStackItem !== null).toBe(false);
  });
});
