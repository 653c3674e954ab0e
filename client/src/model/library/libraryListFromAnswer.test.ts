import { SaveMetaSchema, SavesListResponseSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { libraryListFromAnswer } from './libraryListFromAnswer';

const save = (id: string, filename: string, added: number) =>
  SaveMetaSchema.parse({ id, owner: 'user_me', filename, __added_time: added, __edited_time: added });

describe('libraryListFromAnswer', () => {
  it('searches and sorts the answered lists as the panel asked, keeping unread counts', () => {
    const previous = SavesListResponseSchema.parse({ saves: [], folders: [], unreadComments: { save_b: 2 } });
    const answer = {
      saves: [save('save_a', 'Smith old', 1), save('save_b', 'Smith new', 5), save('save_c', 'Jones', 9)],
      folders: [],
    };
    const list = libraryListFromAnswer(answer, { sort: 'dateAdded', order: 'desc', search: 'smi' }, previous);
    expect(list.saves.map((entry) => entry.id)).toEqual(['save_b', 'save_a']);
    expect(list.unreadComments).toEqual({ save_b: 2 });
  });
});
