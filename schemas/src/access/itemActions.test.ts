import { describe, expect, it } from 'vitest';
import { type ItemActionContext, itemActions } from './itemActions';

const OWN = { view: true, edit: true, own: true };
const EDIT = { view: true, edit: true, own: false };
const VIEW = { view: true, edit: false, own: false };

const save = (flags: ItemActionContext['flags'], extra: Partial<ItemActionContext> = {}) =>
  itemActions({ kind: 'save', flags, hasCoworkers: true, selectionActive: false, ...extra });
const folder = (flags: ItemActionContext['flags'], extra: Partial<ItemActionContext> = {}) =>
  itemActions({ kind: 'folder', flags, hasCoworkers: true, selectionActive: false, ...extra });

describe('itemActions', () => {
  it('needs edit to rename, move, share and comment', () => {
    expect(save(EDIT)).toMatchObject({ rename: true, move: true, share: true, comment: true });
    expect(save(VIEW)).toMatchObject({ rename: false, move: false, share: false, comment: false });
  });

  it('needs view to export, and to duplicate', () => {
    expect(save(VIEW)).toMatchObject({ export: true, duplicate: true });
  });

  it('needs own to duplicate for a client', () => {
    expect(save(OWN).duplicateForClient).toBe(true);
    expect(save(EDIT).duplicateForClient).toBe(false);
  });

  it('lets the owner delete, and anyone else only remove their own access', () => {
    expect(save(OWN).delete).toBe('delete');
    expect(save(EDIT).delete).toBe('removeSelf');
    expect(save(VIEW).delete).toBe('removeSelf');
    expect(folder(EDIT).delete).toBe('removeSelf');
  });

  it('hides delete while a selection is active', () => {
    expect(save(OWN, { selectionActive: true }).delete).toBeNull();
  });

  it('needs coworkers to share a folder, but not to share a save', () => {
    expect(folder(OWN, { hasCoworkers: false }).share).toBe(false);
    expect(folder(OWN, { hasCoworkers: true }).share).toBe(true);
    expect(save(OWN, { hasCoworkers: false }).share).toBe(true);
  });

  it('never moves, renames or deletes a built-in folder', () => {
    expect(folder(OWN, { specialFolder: true })).toMatchObject({ rename: false, move: false, delete: null });
  });

  it('offers comments, export and duplicates on saves only', () => {
    expect(folder(OWN)).toMatchObject({
      comment: false,
      export: false,
      duplicate: false,
      duplicateForClient: false,
    });
  });

  it('offers nothing to someone who cannot view', () => {
    expect(save({ view: false, edit: false, own: false })).toEqual({
      rename: false,
      move: false,
      share: false,
      comment: false,
      export: false,
      duplicate: false,
      duplicateForClient: false,
      delete: null,
    });
  });
});
