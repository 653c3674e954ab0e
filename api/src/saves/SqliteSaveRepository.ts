import { SaveMetaSchema, type SaveMeta, type UpdateSharingRequest } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { SaveRepository } from './SaveRepository';

interface SaveRow {
  id: string;
  version: number;
  filename: string;
  owner: string;
  editors: string;
  viewers: string;
  access: string;
  general_access: string;
  folder_id: string | null;
  added_time: number;
  edited_time: number;
}

/** Parsed on the way out so a row written by older code still comes back as a valid SaveMeta. */
function toSave(row: SaveRow): SaveMeta {
  return SaveMetaSchema.parse({
    id: row.id,
    version: row.version,
    filename: row.filename,
    owner: row.owner,
    editors: JSON.parse(row.editors),
    viewers: JSON.parse(row.viewers),
    access: row.access,
    generalAccess: row.general_access,
    folder_id: row.folder_id,
    __added_time: row.added_time,
    __edited_time: row.edited_time,
  });
}

function toRow(save: SaveMeta): SaveRow {
  return {
    id: save.id,
    version: save.version,
    filename: save.filename,
    owner: save.owner,
    editors: JSON.stringify(save.editors),
    viewers: JSON.stringify(save.viewers),
    access: save.access,
    general_access: save.generalAccess,
    folder_id: save.folder_id,
    added_time: save.__added_time,
    edited_time: save.__edited_time,
  };
}

export class SqliteSaveRepository implements SaveRepository {
  private readonly insert: Database.Statement<[SaveRow]>;
  private readonly byId: Database.Statement<[string], SaveRow>;
  private readonly sharing: Database.Statement<
    [{ id: string; access: string; general_access: string; edited_time: number }]
  >;
  private readonly update: Database.Statement<[SaveRow]>;
  private readonly byMember: Database.Statement<[{ member: string }], SaveRow>;
  private readonly inFolders: Database.Statement<[string], SaveRow>;
  private readonly ownedCount: Database.Statement<[string], { count: number }>;
  private readonly deleteIds: Database.Statement<[string]>;
  private readonly peopleSharing: Database.Statement<[{ user: string }], { person: string }>;
  private readonly linkMemberAdd: Database.Statement<[{ save: string; user: string }]>;
  private readonly linkMemberRemove: Database.Statement<[{ save: string; user: string }]>;
  private readonly byLinkMember: Database.Statement<[string], SaveRow>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO saves (id, version, filename, owner, editors, viewers, access, general_access, folder_id,
                          added_time, edited_time)
       VALUES (@id, @version, @filename, @owner, @editors, @viewers, @access, @general_access, @folder_id,
               @added_time, @edited_time)`,
    );
    this.byId = db.prepare('SELECT * FROM saves WHERE id = ?');
    this.linkMemberAdd = db.prepare(
      'INSERT OR IGNORE INTO save_link_members (save_id, user_id) VALUES (@save, @user)',
    );
    this.linkMemberRemove = db.prepare(
      'DELETE FROM save_link_members WHERE save_id = @save AND user_id = @user',
    );
    // Joined with saves, so a deleted save's leftover rows are never listed.
    this.byLinkMember = db.prepare(
      `SELECT saves.* FROM saves JOIN save_link_members ON save_link_members.save_id = saves.id
       WHERE save_link_members.user_id = ?`,
    );
    this.peopleSharing = db.prepare(
      `WITH mine AS (
         SELECT * FROM saves
         WHERE owner = @user
            OR EXISTS (SELECT 1 FROM json_each(saves.editors) WHERE value = @user)
            OR EXISTS (SELECT 1 FROM json_each(saves.viewers) WHERE value = @user)
       )
       SELECT owner AS person FROM mine
       UNION SELECT value FROM mine, json_each(mine.editors)
       UNION SELECT value FROM mine, json_each(mine.viewers)`,
    );
    this.sharing = db.prepare(
      `UPDATE saves SET access = @access, general_access = @general_access, edited_time = @edited_time
       WHERE id = @id`,
    );
    this.update = db.prepare(
      `UPDATE saves SET version = @version, filename = @filename, owner = @owner, editors = @editors,
         viewers = @viewers, access = @access, general_access = @general_access, folder_id = @folder_id,
         added_time = @added_time, edited_time = @edited_time
       WHERE id = @id`,
    );
    this.byMember = db.prepare(
      `SELECT * FROM saves WHERE owner = @member
         OR EXISTS (SELECT 1 FROM json_each(saves.editors) WHERE value = @member)
         OR EXISTS (SELECT 1 FROM json_each(saves.viewers) WHERE value = @member)`,
    );
    this.ownedCount = db.prepare('SELECT COUNT(*) AS count FROM saves WHERE owner = ?');
    // The ids travel as one JSON array, so any number of them is one statement.
    this.inFolders = db.prepare('SELECT * FROM saves WHERE folder_id IN (SELECT value FROM json_each(?))');
    this.deleteIds = db.prepare('DELETE FROM saves WHERE id IN (SELECT value FROM json_each(?))');
  }

  async create(save: SaveMeta): Promise<void> {
    this.insert.run(toRow(save));
  }

  async findById(id: string): Promise<SaveMeta | null> {
    const row = this.byId.get(id);
    return row ? toSave(row) : null;
  }

  async updateSharing(
    id: string,
    sharing: UpdateSharingRequest,
    editedTime: number,
  ): Promise<SaveMeta | null> {
    const result = this.sharing.run({
      id,
      access: sharing.access,
      general_access: sharing.generalAccess,
      edited_time: editedTime,
    });
    return result.changes === 0 ? null : this.findById(id);
  }

  async replace(save: SaveMeta): Promise<SaveMeta | null> {
    const result = this.update.run(toRow(SaveMetaSchema.parse(save)));
    return result.changes === 0 ? null : this.findById(save.id);
  }

  async listByMember(credentialId: string): Promise<SaveMeta[]> {
    return this.byMember.all({ member: credentialId }).map(toSave);
  }

  async countOwnedBy(ownerId: string): Promise<number> {
    return this.ownedCount.get(ownerId)?.count ?? 0;
  }

  async listInFolders(folderIds: readonly string[]): Promise<SaveMeta[]> {
    if (folderIds.length === 0) return [];
    return this.inFolders.all(JSON.stringify(folderIds)).map(toSave);
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) this.deleteIds.run(JSON.stringify(ids));
  }

  async peopleSharingWith(userId: string): Promise<string[]> {
    const rows = this.peopleSharing.all({ user: userId });
    return rows.map((row) => row.person);
  }

  async addLinkMember(saveId: string, userId: string): Promise<void> {
    this.linkMemberAdd.run({ save: saveId, user: userId });
  }

  async removeLinkMember(saveId: string, userId: string): Promise<void> {
    this.linkMemberRemove.run({ save: saveId, user: userId });
  }

  async listByLinkMember(userId: string): Promise<SaveMeta[]> {
    return this.byLinkMember.all(userId).map(toSave);
  }
}
