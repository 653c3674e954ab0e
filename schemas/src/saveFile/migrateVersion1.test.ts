import { describe, expect, it } from 'vitest';
import { exportSaveFile } from './exportSaveFile';
import { VERSION_1_KITCHEN } from './fixtures/version1Kitchen';
import { importSaveFile } from './importSaveFile';
import { migrateVersion1 } from './migrateVersion1';

function importVersion1Kitchen() {
  const result = importSaveFile({ name: 'Smith Kitchen.msmv', content: JSON.stringify(VERSION_1_KITCHEN) });
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('version-1 migration', () => {
  it('imports a version-1 kitchen as version-2 contents', () => {
    const result = importVersion1Kitchen();
    expect(result.migratedFrom).toBe(1);
    expect(result.contents.document).toMatchObject({
      version: 2,
      filename: 'Smith Kitchen',
      owner: 'cred-19',
    });
  });

  it('maps database_id and style onto catalogModelId and catalogStyleId, default style when none, old keys gone', () => {
    const { models } = importVersion1Kitchen().contents;
    expect(models.map((model) => [model.catalogModelId, model.catalogStyleId])).toEqual([
      ['SB36', 'shaker-white'],
      ['4411', 'default'],
      ['REF36', 'stainless'],
    ]);
    for (const model of models) {
      expect(model).not.toHaveProperty('database_id');
      expect(model).not.toHaveProperty('style');
    }
  });

  it('gives walls without a name, or a null one, an empty name and keeps the names there are', () => {
    const { walls } = importVersion1Kitchen().contents;
    expect(walls.map((wall) => wall.name)).toEqual(['Sink wall', '', '']);
  });

  it('prefixes every node id with its kind and rewrites every reference to match', () => {
    const { contents } = importVersion1Kitchen();
    expect(contents.walls.map((wall) => wall.id)).toEqual(['wall_w1', 'wall_w2', 'wall_w3']);
    expect(contents.walls.map((wall) => wall.connected)).toEqual([
      ['wall_w2'],
      ['wall_w1', 'wall_w3'],
      ['wall_w2'],
    ]);
    expect(contents.models.map((model) => model.id)).toEqual(['model_m-sink-1', 'model_7', 'model_fridge']);
    expect(contents.openings[0]).toMatchObject({ id: 'opening_o1', wall_id: 'wall_w1' });
    expect(contents.soffit[0]).toMatchObject({ id: 'soffit_s1', wallId: 'wall_w1', gltfIds: ['model_7'] });
    expect(contents.backsplash?.walls).toEqual(['wall_w1', 'wall_w2']);
    // Ids are unique per kind only in version 1; the same bare id on a note and a light stays apart.
    expect(contents.notes[0]?.id).toBe('note_1');
    expect(contents.pointLights[0]?.id).toBe('pointLight_1');
  });

  it('fills the members version 1 never wrote with version-2 defaults', () => {
    const { contents } = importVersion1Kitchen();
    expect(contents).toMatchObject({
      islandWalls: [],
      customMeasurements: [],
      cart: { lines: [] },
      ceiling: { textureId: null, color: '#FFFFFF' },
      totalPrice: 4820.5,
    });
    expect(contents.walls[2]?.dimensions).toMatchObject({ x: 1.2192 });
    expect(contents.flooring).toMatchObject({
      id: 'oak-natural',
      rotation: 90,
      repeat: { x: 2, z: 2, mirrored: false },
    });
  });

  it('keeps unknown fields of nodes, data and the top level', () => {
    const result = importVersion1Kitchen();
    expect(result.contents.walls[2]).toHaveProperty('legacyTrim', 'oak');
    expect(result.contents).toHaveProperty('layoutPreset', 'l');
    expect(result.fileExtras).toEqual({ exportedBy: 'MSMV Planner 1.4' });
  });

  it('exports the migrated kitchen as version 2, which imports again unchanged', () => {
    const first = importVersion1Kitchen();
    const text = exportSaveFile(first.contents, first.fileExtras);
    expect(JSON.parse(text)).toMatchObject({ version: 2, exportedBy: 'MSMV Planner 1.4' });
    const second = importSaveFile({ name: 'again.msmv', content: text });
    expect(second).toEqual({ ...first, migratedFrom: 2 });
    if (second.ok) expect(exportSaveFile(second.contents, second.fileExtras)).toBe(text);
  });

  it('maps the catalogue keys of version-1 cart lines as it does for models', () => {
    const data = { cart: { lines: [{ database_id: 'B24', style: 'shaker', quantity: 2, unitPrice: 150 }] } };
    const result = importSaveFile({ name: 'cart.msmv', content: JSON.stringify({ data }) });
    expect(result).toMatchObject({
      ok: true,
      contents: { cart: { lines: [{ catalogModelId: 'B24', catalogStyleId: 'shaker', quantity: 2 }] } },
    });
  });

  it('keeps a catalogModelId a version-1 model already had over its database_id', () => {
    const model = { id: 'a', catalogModelId: 'B30', database_id: 'B24', position: { x: 0, y: 0, z: 0 } };
    const migration = migrateVersion1({ models: [model] });
    expect(migration).toMatchObject({
      ok: true,
      data: { models: [{ catalogModelId: 'B30', catalogStyleId: 'default' }] },
    });
  });

  it('does not change the data it is given', () => {
    const data = structuredClone(VERSION_1_KITCHEN.data);
    migrateVersion1(data);
    expect(data).toEqual(VERSION_1_KITCHEN.data);
  });
});
