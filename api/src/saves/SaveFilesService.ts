import {
  SaveMetaSchema,
  accessFlags,
  createId,
  exportSaveFile,
  importSaveFile,
  saveDisplayName,
  saveFileApiErrorCode,
  saveFileName,
  searchFilename,
  type AuthUser,
  type DuplicateSaveRequest,
  type ImportSaveRequest,
  type SaveFileContents,
  type SaveMeta,
  type SaveResponse,
} from '@kitchensync/schemas';
import type { FolderAncestry } from '../folders/FolderAncestry';
import { storedParentId, type TargetFolders } from '../folders/TargetFolders';
import { ApiError } from '../http/ApiError';
import type { DesignDocuments } from './DesignDocuments';
import type { SaveQuota } from './SaveQuota';
import type { SaveRepository } from './SaveRepository';
import type { SavesService } from './SavesService';

export interface SaveFilesServiceParts {
  saves: SaveRepository;
  savesService: Pick<SavesService, 'readable'>;
  ancestry: FolderAncestry;
  targets: TargetFolders;
  quota: SaveQuota;
  designs: DesignDocuments | undefined;
  now?: () => number;
}

/** An exported save: the `.msmv` text and the name to download it as. */
export interface ExportedSave {
  fileName: string;
  text: string;
}

/** How copies are named; the spec gives no rule, so these are ours. */
const COPY_SUFFIX = ' (copy)';
const CLIENT_COPY_SUFFIX = ' (client copy)';

/**
 * Whatever needs the design itself, not only the metadata: duplicate, duplicate for a client, export
 * and import (spec 002 sections 4, 5 and 7). The design is read from and written to the
 * collab-server's log through `DesignDocuments`; without one these answer 503 design/unavailable.
 */
export class SaveFilesService {
  private readonly now: () => number;

  constructor(private readonly parts: SaveFilesServiceParts) {
    this.now = parts.now ?? Date.now;
  }

  /**
   * A copy of the design under a new id, owned by whoever copies it. Plain duplicate needs view and
   * gives a private copy; duplicate for client needs own and gives a copy to hand to a client by its
   * link, which lets anyone view and nobody edit. The copy stays in the save's folder when the copier
   * may add to it, else it goes to their top level.
   */
  async duplicate(saveId: string, actor: AuthUser, request: DuplicateSaveRequest): Promise<SaveResponse> {
    const designs = this.designs();
    const { save, flags } = await this.parts.savesService.readable(saveId, actor);
    if (request.forClient && !flags.own) throw new ApiError('save/forbidden');
    await this.parts.quota.assertRoomFor(actor);
    const folderId = (await this.mayAddTo(save, actor)) ? save.folder_id : null;
    const contents = await designs.read(saveId);
    const suffix = request.forClient ? CLIENT_COPY_SUFFIX : COPY_SUFFIX;
    return this.createSave(designs, actor, contents, {
      filename: `${saveDisplayName(save.filename)}${suffix}`.slice(0, 200),
      folder_id: folderId,
      ...(request.forClient ? { access: 'public', generalAccess: 'viewer' } : {}),
    });
  }

  /** Export needs view (spec 002 section 6); the file's document record is the save as it is now. */
  async export(saveId: string, reader: AuthUser | null): Promise<ExportedSave> {
    const designs = this.designs();
    const { save } = await this.parts.savesService.readable(saveId, reader);
    const contents = await designs.read(saveId);
    const document = { ...contents.document, ...save, searchFilename: searchFilename(save.filename) };
    return {
      fileName: saveFileName(save.filename, new Date(this.now())),
      text: exportSaveFile({ ...contents, document }),
    };
  }

  /**
   * A new save from a `.msmv` file, refused with the spec's messages word for word (spec 002
   * sections 5 and 8). The file's id, owner and sharing are never trusted: the import is the
   * importer's, private, under a new id.
   */
  async import(actor: AuthUser, request: ImportSaveRequest): Promise<SaveResponse> {
    const designs = this.designs();
    await this.parts.quota.assertRoomFor(actor);
    const imported = importSaveFile({ name: request.fileName, content: request.content });
    if (!imported.ok) throw new ApiError(saveFileApiErrorCode(imported.code));
    const target = await this.parts.targets.editable(request.folder_id, actor.id);
    const fallbackName = (request.fileName ?? '').replace(/\.msmv$/i, '');
    const filename = request.filename ?? (imported.contents.document.filename.trim() || fallbackName);
    return this.createSave(designs, actor, imported.contents, {
      filename: filename.slice(0, 200),
      folder_id: storedParentId(target?.folder.id ?? null),
    });
  }

  private async createSave(
    designs: DesignDocuments,
    owner: AuthUser,
    contents: SaveFileContents,
    fields: Pick<SaveMeta, 'filename' | 'folder_id'> & Partial<Pick<SaveMeta, 'access' | 'generalAccess'>>,
  ): Promise<SaveResponse> {
    const time = this.now();
    const save = SaveMetaSchema.parse({
      id: createId('save'),
      owner: owner.id,
      __added_time: time,
      __edited_time: time,
      ...fields,
    });
    // The design first: a save listed before its design is written would open empty.
    await designs.create(save.id, { ...contents, document: { ...contents.document, id: save.id } }, owner.id);
    try {
      await this.parts.saves.create(save);
    } catch (error) {
      await designs.remove(save.id);
      throw error;
    }
    return { save, role: 'owner' };
  }

  private async mayAddTo(save: SaveMeta, actor: AuthUser): Promise<boolean> {
    if (save.folder_id === null) return save.owner === actor.id;
    const [folder, ...above] = await this.parts.ancestry.ofFolderId(save.folder_id);
    return folder !== undefined && accessFlags(folder, actor.id, above).edit;
  }

  private designs(): DesignDocuments {
    if (!this.parts.designs) throw new ApiError('design/unavailable');
    return this.parts.designs;
  }
}
