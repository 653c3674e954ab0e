import { describe, expect, it } from 'vitest';
import { FolderSchema, folderStructurePath } from './folder';
import { FolderNameSchema } from './folderName';

describe('FolderSchema', () => {
  it('makes a folder private, viewer general access, shared with no one, at the root', () => {
    expect(FolderSchema.parse({ id: 'f1', path: ['f1'], owner: 'cred_1' })).toEqual({
      id: 'f1',
      __added_time: 0,
      name: '',
      path: ['f1'],
      parent: null,
      owner: 'cred_1',
      viewers: [],
      editors: [],
      access: 'locked',
      generalAccess: 'viewer',
      structurePath: '',
    });
  });

  it("refuses a path that does not end in the folder's own id", () => {
    const result = FolderSchema.safeParse({ id: 'f2', path: ['f1'], owner: 'cred_1' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['path'] });
    expect(FolderSchema.safeParse({ id: 'f2', path: [], owner: 'cred_1' }).success).toBe(false);
  });

  it('joins a path into its structure path', () => {
    expect(folderStructurePath(['f1', 'f2', 'f3'])).toBe('f1/f2/f3');
  });

  it('trims a new folder name and refuses a blank or overlong one', () => {
    expect(FolderNameSchema.parse('  Clients ')).toBe('Clients');
    expect(FolderNameSchema.safeParse('   ').success).toBe(false);
    expect(FolderNameSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
