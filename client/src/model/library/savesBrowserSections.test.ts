import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { savesBrowserSections } from './savesBrowserSections';

const save = (id: string, owner: string, folder_id: string | null = null) =>
  SaveMetaSchema.parse({ id, owner, folder_id, filename: id, __added_time: 1, __edited_time: 1 });
const folder = (id: string, name: string, path: string[], owner = 'user_me') =>
  FolderSchema.parse({ id, name, path, parent: path.at(-2) ?? null, owner });

describe('savesBrowserSections', () => {
  it('puts own loose saves under My Saves, others’ under Shared with me, and the rest in their folders (spec 002 section 3)', () => {
    const clients = folder('folder_a', 'Clients', ['folder_a']);
    const smith = folder('folder_b', 'Smith', ['folder_a', 'folder_b']);
    const sections = savesBrowserSections(
      [
        save('save_1', 'user_me'),
        save('save_2', 'user_other'),
        save('save_3', 'user_me', 'folder_b'),
        save('save_4', 'user_other', 'folder_hidden'),
        save('save_5', 'user_me', 'folder_gone'),
      ],
      [smith, clients],
      'user_me',
    );
    expect(sections.map((section) => [section.title, section.saves.map((entry) => entry.id)])).toEqual([
      ['My Saves', ['save_1', 'save_5']],
      ['Clients', []],
      ['Clients / Smith', ['save_3']],
      ['Shared with me', ['save_2', 'save_4']],
    ]);
  });

  it('leaves out an empty Shared with me but always shows My Saves', () => {
    expect(savesBrowserSections([], [], 'user_me').map((section) => section.title)).toEqual(['My Saves']);
  });
});
