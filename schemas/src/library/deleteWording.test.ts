import { describe, expect, it } from 'vitest';
import { deleteActionLabel, deleteConfirmationMessage } from './deleteWording';

describe('delete wording', () => {
  it('asks the owner to confirm deleting, with the type put in', () => {
    expect(deleteConfirmationMessage('delete', 'folder')).toBe(
      'Are you sure you want to delete this folder? All of your data will be permanently removed. This action cannot be undone.',
    );
    expect(deleteActionLabel('delete')).toBe('Delete');
  });

  it('tells a non-owner they can only remove their own access', () => {
    expect(deleteConfirmationMessage('removeSelf', 'save')).toBe(
      'Since you are not an owner of this entity, you can only remove your own access. This action cannot be undone.',
    );
    expect(deleteActionLabel('removeSelf')).toBe('Remove yourself from');
  });
});
