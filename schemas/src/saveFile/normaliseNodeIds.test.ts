import { describe, expect, it } from 'vitest';
import { importSaveFile } from './importSaveFile';
import { normaliseNodeIds } from './normaliseNodeIds';

const at = { x: 0, z: 0 };
const wall = (id: unknown, connected: unknown[] = []) => ({
  id,
  position: at,
  dimensions: { x: 2 },
  connected,
});

describe('normaliseNodeIds', () => {
  it('leaves a file whose ids are already kind-prefixed as it is', () => {
    const data = {
      walls: [wall('wall_a', ['wall_b']), wall('wall_b', ['wall_a', 'wall_gone'])],
      openings: [{ id: 'opening_1', wall_id: 'wall_a' }],
      backsplash: { walls: ['wall_b'] },
    };
    expect(normaliseNodeIds(data)).toEqual(data);
  });

  it('makes ids unique when their cleaned forms collide, and references follow each one', () => {
    const data = { walls: [wall('a b', ['a-b']), wall('a-b', ['a b']), wall('wall_a-b', [])] };
    const out = normaliseNodeIds(data);
    expect(out.walls).toEqual([
      wall('wall_a-b-2', ['wall_a-b-3']),
      wall('wall_a-b-3', ['wall_a-b-2']),
      wall('wall_a-b', []),
    ]);
  });

  it('renames the second of two nodes with the same id, and references keep naming the first', () => {
    const out = normaliseNodeIds({ walls: [wall('wall_1'), wall('wall_1'), wall('x', ['wall_1'])] });
    expect(out.walls).toEqual([wall('wall_1'), wall('wall_1-2'), wall('wall_x', ['wall_1'])]);
  });

  it('never gives a node an id that a reference to a missing node already uses', () => {
    const out = normaliseNodeIds({ walls: [wall('x'), wall('wall_y', ['wall_x'])], backsplash: null });
    expect(out.walls).toEqual([wall('wall_x-2'), wall('wall_y', ['wall_x'])]);
  });

  it('rewrites the references of every kind: connected, wall_id, wallId, gltfIds and backsplash walls', () => {
    const out = normaliseNodeIds({
      walls: [wall(1, [2]), wall(2, ['1'])],
      models: [{ id: 'cab.1' }],
      openings: [{ id: 'door', wall_id: 1 }],
      soffit: [{ id: 's', wallId: '2', gltfIds: ['cab.1', 'missing'] }],
      backsplash: { walls: [2, 1] },
    });
    expect(out).toEqual({
      walls: [wall('wall_1', ['wall_2']), wall('wall_2', ['wall_1'])],
      models: [{ id: 'model_cab-1' }],
      openings: [{ id: 'opening_door', wall_id: 'wall_1' }],
      soffit: [{ id: 'soffit_s', wallId: 'wall_2', gltfIds: ['model_cab-1', 'missing'] }],
      backsplash: { walls: ['wall_2', 'wall_1'] },
    });
  });

  it('gives an empty id, or one with nothing but the prefix, a placeholder of its kind', () => {
    const out = normaliseNodeIds({ notes: [{ id: '' }, { id: 'note_' }, { id: '!!' }] });
    expect(out.notes).toEqual([{ id: 'note_node' }, { id: 'note_node-2' }, { id: 'note_--' }]);
  });

  it('imports a version-2 file written with bare ids by an older product', () => {
    const data = {
      document: { id: 'legacy' },
      walls: [wall('4f2a', ['9c1d']), wall('9c1d', ['4f2a'])],
      openings: [
        {
          id: 'o',
          opening_id: 'door-36',
          wall_id: '9c1d',
          position: { x: 1, y: 0, z: 0 },
          dimensions: { x: 1, y: 2, z: 0.1 },
        },
      ],
    };
    const result = importSaveFile({ name: 'old.msmv', content: JSON.stringify({ version: 2, data }) });
    expect(result).toMatchObject({
      ok: true,
      migratedFrom: 2,
      contents: {
        walls: [
          { id: 'wall_4f2a', connected: ['wall_9c1d'] },
          { id: 'wall_9c1d', connected: ['wall_4f2a'] },
        ],
        openings: [{ id: 'opening_o', wall_id: 'wall_9c1d' }],
      },
    });
  });
});
