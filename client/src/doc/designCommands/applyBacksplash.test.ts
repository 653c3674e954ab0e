import { inches, readDesign, TextureSchema, writeWall } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { applyBacksplash, BACKSPLASH_WIZARD_LABEL } from './applyBacksplash';

const origin = { user: 'local' };
const SUBWAY = TextureSchema.parse({ id: 'bs-subway-white', name: 'White Subway', category: 'backsplash' });
const ZELLIGE = TextureSchema.parse({
  id: 'bs-zellige',
  name: 'Zellige',
  category: 'backsplash',
  locked: true,
});
const OAK = TextureSchema.parse({ id: 'floor-oak', name: 'Oak', category: 'flooring' });

function designWithWall() {
  const doc = new Y.Doc();
  const wall = writeWall(doc, {
    id: 'wall_north',
    position: { x: 0, z: 0 },
    dimensions: { x: inches(144), y: inches(96), z: inches(4.5) },
    angle: 0,
  });
  return { doc, wall };
}

describe('applyBacksplash', () => {
  it('writes walls, texture and size in one undoable step labelled Backsplash Wizard', () => {
    const { doc, wall } = designWithWall();
    const history = createUndoHistory(doc, origin);
    applyBacksplash(doc, origin, { walls: [wall.id, wall.id], texture: SUBWAY, size: 'big', height: 0 });
    expect(readDesign(doc).backsplash).toMatchObject({
      walls: ['wall_north'],
      textureId: 'bs-subway-white',
      size: 'big',
    });
    expect(history.snapshot().undoLabel).toBe(BACKSPLASH_WIZARD_LABEL);
    history.undo();
    expect(readDesign(doc).backsplash).toBeNull();
    history.destroy();
  });

  it('keeps a custom height, a zero one falling back to 4.25 inches, and None as no texture', () => {
    const { doc, wall } = designWithWall();
    applyBacksplash(doc, origin, { walls: [wall.id], texture: null, size: 'custom', height: inches(10) });
    expect(readDesign(doc).backsplash).toMatchObject({ textureId: null, height: inches(10) });
    applyBacksplash(doc, origin, { walls: [wall.id], texture: null, size: 'custom', height: 0 });
    expect(readDesign(doc).backsplash?.height).toBeCloseTo(inches(4.25), 12);
  });

  it('refuses an unknown wall, a locked or non-backsplash texture and a height that is no length, writing nothing', () => {
    const { doc, wall } = designWithWall();
    const choice = { walls: [wall.id], texture: SUBWAY, size: 'small' as const, height: 0 };
    expect(() => applyBacksplash(doc, origin, { ...choice, walls: ['wall_gone'] })).toThrow(
      'no wall wall_gone',
    );
    expect(() => applyBacksplash(doc, origin, { ...choice, texture: ZELLIGE })).toThrow('premium');
    expect(() => applyBacksplash(doc, origin, { ...choice, texture: OAK })).toThrow('not a backsplash');
    expect(() => applyBacksplash(doc, origin, { ...choice, height: Number.NaN })).toThrow('height');
    expect(readDesign(doc).backsplash).toBeNull();
  });
});
