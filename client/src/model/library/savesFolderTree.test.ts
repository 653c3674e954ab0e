import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { savesFolderTree, type SavesFolderNode } from './savesFolderTree';

const save = (id: string, owner: string, folder_id: string | null = null) =>
  SaveMetaSchema.parse({ id, owner, folder_id, filename: id, __added_time: 1, __edited_time: 1 });
const folder = (id: string, name: string, path: string[], owner = 'user_me') =>
  FolderSchema.parse({ id, name, path, parent: path.at(-2) ?? null, owner });

const outline = (nodes: readonly SavesFolderNode[]): unknown[] =>
  nodes.map((node) => [node.name, node.saves.map((entry) => entry.id), outline(node.children)]);

describe('savesFolderTree', () => {
  it('nests folders under their parent by path, with their saves inside, under My Saves', () => {
    const tree = savesFolderTree(
      [
        save('save_1', 'user_me'),
        save('save_2', 'user_me', 'folder_b'),
        save('save_3', 'user_me', 'folder_a'),
      ],
      [folder('folder_b', 'Smith', ['folder_a', 'folder_b']), folder('folder_a', 'Clients', ['folder_a'])],
      'user_me',
    );
    expect(outline(tree)).toEqual([
      ['My Saves', ['save_1'], [['Clients', ['save_3'], [['Smith', ['save_2'], []]]]]],
    ]);
  });

  it('puts what others own under Shared with me unless its folder is visible, and orders folders by name', () => {
    const tree = savesFolderTree(
      [
        save('save_1', 'user_other'),
        save('save_2', 'user_other', 'folder_hidden'),
        save('save_3', 'user_other', 'folder_s'),
        save('save_4', 'user_me', 'folder_gone'),
      ],
      [
        folder('folder_s', 'Shared plans', ['folder_hidden', 'folder_s'], 'user_other'),
        folder('folder_z', 'Zeta', ['folder_z']),
        folder('folder_b', 'beta', ['folder_b']),
      ],
      'user_me',
    );
    expect(outline(tree)).toEqual([
      [
        'My Saves',
        ['save_4'],
        [
          ['beta', [], []],
          ['Zeta', [], []],
        ],
      ],
      ['Shared with me', ['save_1', 'save_2'], [['Shared plans', ['save_3'], []]]],
    ]);
  });

  it('leaves out an empty Shared with me but always shows My Saves', () => {
    expect(savesFolderTree([], [], 'user_me').map((node) => node.name)).toEqual(['My Saves']);
  });
});
