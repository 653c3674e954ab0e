import type Database from 'better-sqlite3';
import type {
  PrintedPresentationRecord,
  PrintedPresentationRepository,
  StoredPrintedPresentation,
} from './PrintedPresentationRepository';

interface PrintedRow {
  id: string;
  save_id: string;
  name: string;
  byte_length: number;
  created_at: number;
  created_by: string;
  created_by_name: string;
}

interface PrintedRowWithData extends PrintedRow {
  data: Buffer;
}

const LISTED_COLUMNS = 'id, save_id, name, byte_length, created_at, created_by, created_by_name';

function toRecord(row: PrintedRow): PrintedPresentationRecord {
  return {
    id: row.id,
    saveId: row.save_id,
    name: row.name,
    byteLength: row.byte_length,
    createdAt: row.created_at,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
  };
}

export class SqlitePrintedPresentationRepository implements PrintedPresentationRepository {
  private readonly insert: Database.Statement<[PrintedRowWithData]>;
  private readonly bySave: Database.Statement<[string], PrintedRow>;
  private readonly one: Database.Statement<[string, string], PrintedRowWithData>;
  private readonly deleteOne: Database.Statement<[string, string]>;
  private readonly deleteMany: Database.Statement<[string]>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO printed_presentations (${LISTED_COLUMNS}, data)
       VALUES (@id, @save_id, @name, @byte_length, @created_at, @created_by, @created_by_name, @data)`,
    );
    this.bySave = db.prepare(
      `SELECT ${LISTED_COLUMNS} FROM printed_presentations WHERE save_id = ?
       ORDER BY created_at DESC, id DESC`,
    );
    this.one = db.prepare('SELECT * FROM printed_presentations WHERE save_id = ? AND id = ?');
    this.deleteOne = db.prepare('DELETE FROM printed_presentations WHERE save_id = ? AND id = ?');
    this.deleteMany = db.prepare(
      'DELETE FROM printed_presentations WHERE save_id IN (SELECT value FROM json_each(?))',
    );
  }

  async add(presentation: StoredPrintedPresentation): Promise<void> {
    this.insert.run({
      id: presentation.id,
      save_id: presentation.saveId,
      name: presentation.name,
      byte_length: presentation.byteLength,
      created_at: presentation.createdAt,
      created_by: presentation.createdBy,
      created_by_name: presentation.createdByName,
      data: Buffer.from(presentation.bytes),
    });
  }

  async list(saveId: string): Promise<PrintedPresentationRecord[]> {
    return this.bySave.all(saveId).map(toRecord);
  }

  async find(saveId: string, printedId: string): Promise<StoredPrintedPresentation | null> {
    const row = this.one.get(saveId, printedId);
    if (row === undefined) return null;
    return { ...toRecord(row), bytes: new Uint8Array(row.data) };
  }

  async delete(saveId: string, printedId: string): Promise<boolean> {
    return this.deleteOne.run(saveId, printedId).changes > 0;
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    this.deleteMany.run(JSON.stringify(saveIds));
  }
}
