import { FOLDER_STRUCTURE_SEPARATOR, FolderSchema, type Folder } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { FolderRepository } from './FolderRepository';

interface FolderRow {
  id: string;
  name: string;
  parent: string | null;
  path: string;
  structure_path: string;
  owner: string;
  editors: string;
  viewers: string;
  access: string;
  general_access: string;
  added_time: number;
}

/** Parsed on the way out so a row written by older code still comes back as a valid Folder. */
function toFolder(row: FolderRow): Folder {
  return FolderSchema.parse({
    id: row.id,
    __added_time: row.added_time,
    name: row.name,
    path: JSON.parse(row.path),
    parent: row.parent,
    owner: row.owner,
    viewers: JSON.parse(row.viewers),
    editors: JSON.parse(row.editors),
    access: row.access,
    generalAccess: row.general_access,
    structurePath: row.structure_path,
  });
}

function toRow(folder: Folder): FolderRow {
  return {
    id: folder.id,
    name: folder.name,
    parent: folder.parent,
    path: JSON.stringify(folder.path),
    structure_path: folder.structurePath,
    owner: folder.owner,
    editors: JSON.stringify(folder.editors),
    viewers: JSON.stringify(folder.viewers),
    access: folder.access,
    general_access: folder.generalAccess,
    added_time: folder.__added_time,
  };
}

export class SqliteFolderRepository implements FolderRepository {
  private readonly insert: Database.Statement<[FolderRow]>;
  private readonly byId: Database.Statement<[string], FolderRow>;
  private readonly byIds: Database.Statement<[string], FolderRow>;
  private readonly byMember: Database.Statement<[{ member: string }], FolderRow>;
  private readonly subtree: Database.Statement<[{ path: string; prefix: string }], FolderRow>;
  private readonly update: Database.Statement<[FolderRow]>;
  private readonly deleteIds: Database.Statement<[string]>;
  private readonly replaceInTransaction: (folders: readonly Folder[]) => void;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO folders (id, name, parent, path, structure_path, owner, editors, viewers, access,
                            general_access, added_time)
       VALUES (@id, @name, @parent, @path, @structure_path, @owner, @editors, @viewers, @access,
               @general_access, @added_time)`,
    );
    this.byId = db.prepare('SELECT * FROM folders WHERE id = ?');
    // The ids travel as one JSON array, so any number of them is one statement.
    this.byIds = db.prepare('SELECT * FROM folders WHERE id IN (SELECT value FROM json_each(?))');
    this.byMember = db.prepare(
      `SELECT * FROM folders WHERE owner = @member
         OR EXISTS (SELECT 1 FROM json_each(folders.editors) WHERE value = @member)
         OR EXISTS (SELECT 1 FROM json_each(folders.viewers) WHERE value = @member)`,
    );
    // substr rather than LIKE: ids may hold characters LIKE treats as wildcards.
    this.subtree = db.prepare(
      `SELECT * FROM folders WHERE structure_path = @path
         OR substr(structure_path, 1, length(@prefix)) = @prefix`,
    );
    this.update = db.prepare(
      `UPDATE folders SET name = @name, parent = @parent, path = @path, structure_path = @structure_path,
         owner = @owner, editors = @editors, viewers = @viewers, access = @access,
         general_access = @general_access, added_time = @added_time
       WHERE id = @id`,
    );
    this.deleteIds = db.prepare('DELETE FROM folders WHERE id IN (SELECT value FROM json_each(?))');
    this.replaceInTransaction = db.transaction((folders: readonly Folder[]) => {
      for (const folder of folders) this.update.run(toRow(FolderSchema.parse(folder)));
    });
  }

  async create(folder: Folder): Promise<void> {
    this.insert.run(toRow(FolderSchema.parse(folder)));
  }

  async findById(id: string): Promise<Folder | null> {
    const row = this.byId.get(id);
    return row ? toFolder(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Folder[]> {
    if (ids.length === 0) return [];
    return this.byIds.all(JSON.stringify(ids)).map(toFolder);
  }

  async listByMember(credentialId: string): Promise<Folder[]> {
    return this.byMember.all({ member: credentialId }).map(toFolder);
  }

  async listSubtree(folderId: string): Promise<Folder[]> {
    const folder = await this.findById(folderId);
    if (!folder) return [];
    const path = folder.structurePath;
    return this.subtree.all({ path, prefix: `${path}${FOLDER_STRUCTURE_SEPARATOR}` }).map(toFolder);
  }

  async replaceAll(folders: readonly Folder[]): Promise<void> {
    this.replaceInTransaction(folders);
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) this.deleteIds.run(JSON.stringify(ids));
  }
}
