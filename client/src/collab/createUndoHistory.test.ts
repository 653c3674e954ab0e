import { readWall, readWalls, writeDesignField, writeWall } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createUndoHistory } from './createUndoHistory';
import { runCommand } from './runCommand';

const REMOTE = Symbol('remote');

/** Two people's replicas, each update delivered to the other at once, as the server would relay it. */
function twoPeople() {
  const ann = new Y.Doc();
  const bob = new Y.Doc();
  ann.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== REMOTE) Y.applyUpdate(bob, update, REMOTE);
  });
  bob.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== REMOTE) Y.applyUpdate(ann, update, REMOTE);
  });
  const annOrigin = { client: ann.clientID };
  const bobOrigin = { client: bob.clientID };
  return {
    ann,
    bob,
    annOrigin,
    bobOrigin,
    annHistory: createUndoHistory(ann, annOrigin),
    bobHistory: createUndoHistory(bob, bobOrigin),
  };
}

function addWall(doc: Y.Doc, origin: object, id: string, x: number) {
  runCommand(doc, origin, 'Added wall', () =>
    writeWall(doc, { id, position: { x, z: 0 }, dimensions: { x: 2 }, angle: 0, connected: [] }),
  );
}

const wallIds = (doc: Y.Doc) =>
  readWalls(doc)
    .map((wall) => wall.id)
    .sort();

describe('createUndoHistory', () => {
  it('undoes only this person’s change; a coworker’s concurrent change survives on both replicas', () => {
    const { ann, bob, annOrigin, bobOrigin, annHistory } = twoPeople();
    addWall(ann, annOrigin, 'wall_ann', 0);
    addWall(bob, bobOrigin, 'wall_bob', 5);
    expect(wallIds(bob)).toEqual(['wall_ann', 'wall_bob']);

    annHistory.undo();

    expect(wallIds(ann)).toEqual(['wall_bob']);
    expect(wallIds(bob)).toEqual(['wall_bob']);
    annHistory.redo();
    expect(wallIds(bob)).toEqual(['wall_ann', 'wall_bob']);
  });

  it('has nothing to undo for a coworker’s change alone', () => {
    const { bob, bobOrigin, annHistory } = twoPeople();
    addWall(bob, bobOrigin, 'wall_bob', 5);
    expect(annHistory.snapshot().canUndo).toBe(false);
    annHistory.undo();
    expect(wallIds(bob)).toEqual(['wall_bob']);
  });

  it('keeps a coworker’s later edit of another field when undoing a design change', () => {
    const { ann, bob, annOrigin, bobOrigin, annHistory } = twoPeople();
    runCommand(ann, annOrigin, 'Changed flooring', () => writeDesignField(ann, 'style', 'shaker'));
    runCommand(bob, bobOrigin, 'Changed Countertop', () => writeDesignField(bob, 'totalPrice', 100));
    annHistory.undo();
    expect(bob.getMap('design').get('style')).toBeUndefined();
    expect(bob.getMap('design').get('totalPrice')).toBe(100);
  });

  it('names the next undo and redo steps by their commands’ labels, and moves the label across', () => {
    const { ann, annOrigin, annHistory } = twoPeople();
    addWall(ann, annOrigin, 'wall_1', 0);
    runCommand(ann, annOrigin, 'Changed flooring', () => writeDesignField(ann, 'style', 'shaker'));
    expect(annHistory.snapshot()).toEqual({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Changed flooring',
      redoLabel: null,
    });
    annHistory.undo();
    expect(annHistory.snapshot()).toEqual({
      canUndo: true,
      canRedo: true,
      undoLabel: 'Added wall',
      redoLabel: 'Changed flooring',
    });
    annHistory.redo();
    expect(annHistory.snapshot().undoLabel).toBe('Changed flooring');
    annHistory.undo();
    annHistory.undo();
    expect(annHistory.snapshot()).toEqual({
      canUndo: false,
      canRedo: true,
      undoLabel: null,
      redoLabel: 'Added wall',
    });
  });

  it('makes each command its own step, however quickly they follow each other', () => {
    const { ann, annOrigin, annHistory } = twoPeople();
    addWall(ann, annOrigin, 'wall_1', 0);
    addWall(ann, annOrigin, 'wall_2', 3);
    annHistory.undo();
    expect(wallIds(ann)).toEqual(['wall_1']);
  });

  it('ignores changes made with other origins (the provider’s, the offline cache’s)', () => {
    const { ann, annHistory } = twoPeople();
    runCommand(ann, 'someone else', 'Added wall', () =>
      writeWall(ann, {
        id: 'wall_x',
        position: { x: 0, z: 0 },
        dimensions: { x: 2 },
        angle: 0,
        connected: [],
      }),
    );
    expect(annHistory.snapshot().canUndo).toBe(false);
  });

  it('clears the redo step once a new command is made, and tells its subscribers', () => {
    const { ann, annOrigin, annHistory } = twoPeople();
    let heard = 0;
    annHistory.subscribe(() => (heard += 1));
    addWall(ann, annOrigin, 'wall_1', 0);
    annHistory.undo();
    addWall(ann, annOrigin, 'wall_2', 0);
    expect(annHistory.snapshot().canRedo).toBe(false);
    expect(heard).toBeGreaterThanOrEqual(3);
  });

  it('keeps a wall whole when the person whose concurrent move of it won undoes the move', () => {
    const ann = new Y.Doc();
    const annOrigin = { client: ann.clientID };
    const annHistory = createUndoHistory(ann, annOrigin);
    addWall(ann, annOrigin, 'wall_1', 0);
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(ann));
    const bobOrigin = { client: bob.clientID };
    const bobHistory = createUndoHistory(bob, bobOrigin);
    const moveWall = (doc: Y.Doc, origin: object, x: number) =>
      runCommand(doc, origin, 'Moved wall', () =>
        writeWall(doc, { ...readWall(doc, 'wall_1')!, position: { x, z: 0 } }),
      );
    moveWall(ann, annOrigin, 1);
    moveWall(bob, bobOrigin, 2);
    const exchange = () => {
      Y.applyUpdate(bob, Y.encodeStateAsUpdate(ann, Y.encodeStateVector(bob)));
      Y.applyUpdate(ann, Y.encodeStateAsUpdate(bob, Y.encodeStateVector(ann)));
    };
    exchange();
    const winnerHistory = readWall(ann, 'wall_1')?.position.x === 1 ? annHistory : bobHistory;

    winnerHistory.undo();
    exchange();

    expect(readWall(ann, 'wall_1')?.position).toEqual({ x: 0, z: 0 });
    expect(readWall(bob, 'wall_1')?.position).toEqual({ x: 0, z: 0 });
    expect(winnerHistory.snapshot().redoLabel).toBe('Moved wall');
  });

  it('gives the outer label to a command run inside another', () => {
    const { ann, annOrigin, annHistory } = twoPeople();
    runCommand(ann, annOrigin, 'Wall Wizard', () => addWall(ann, annOrigin, 'wall_1', 0));
    expect(annHistory.snapshot().undoLabel).toBe('Wall Wizard');
  });
});
