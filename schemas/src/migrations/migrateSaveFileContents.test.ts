import { describe, expect, it } from 'vitest';
import { BACKSPLASH_DEFAULT_CUSTOM_HEIGHT } from '../document/backsplash';
import { SaveFileContentsSchema } from '../document/saveFileContents';
import { minimalNodes } from '../doc/testing/minimalNodes';
import { richSaveFileContents } from '../doc/testing/richSaveFileContents';
import { migrateSaveFileContents } from './migrateSaveFileContents';

describe('migrateSaveFileContents', () => {
  it('repairs the nodes and design of a save file so that it validates', () => {
    const raw = {
      document: { id: 'save_1' },
      walls: [{ ...minimalNodes.wall, name: null }],
      models: [{ ...minimalNodes.model, catalogStyleId: null }],
      soffit: [{ ...minimalNodes.soffit, customDepthValue: 'deep' }],
      backsplash: { size: 'custom', height: '' },
    };
    expect(SaveFileContentsSchema.safeParse(raw).success).toBe(false);
    const contents = SaveFileContentsSchema.parse(migrateSaveFileContents(raw));
    expect(contents.walls[0]?.name).toBe('');
    expect(contents.models[0]?.catalogStyleId).toBe('default');
    expect(contents.soffit[0]?.customDepthValue).toBe(12);
    expect(contents.backsplash?.height).toBe(BACKSPLASH_DEFAULT_CUSTOM_HEIGHT);
  });

  it('changes nothing in contents that are already current', () => {
    const current = SaveFileContentsSchema.parse(richSaveFileContents);
    expect(migrateSaveFileContents(current)).toEqual(current);
  });

  it('leaves what is not a node list or a node for validation to refuse, and mutates nothing', () => {
    const raw = { document: 'not a record', walls: 'none', notes: [7] };
    const copy = structuredClone(raw);
    expect(migrateSaveFileContents(raw)).toEqual(raw);
    expect(raw).toEqual(copy);
  });
});
