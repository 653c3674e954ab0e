import {
  FolderSchema,
  accessFlags,
  canCreateSubfolder,
  createId,
  folderStructurePath,
  isSpecialFolderId,
  type AccessFlags,
  type AuthUser,
  type CreateFolderRequest,
  type Folder,
  type FolderResponse,
  type MoveFolderRequest,
  type MoveFolderResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { LibraryListing } from '../saves/LibraryListing';
import type { SaveRemoval } from '../saves/SaveRemoval';
import type { SaveRepository } from '../saves/SaveRepository';
import type { FolderAncestry } from './FolderAncestry';
import type { FolderRepository } from './FolderRepository';
import { storedParentId, type TargetFolder, type TargetFolders } from './TargetFolders';

export interface FoldersServiceParts {
  folders: FolderRepository;
  saves: SaveRepository;
  ancestry: FolderAncestry;
  targets: TargetFolders;
  listing: LibraryListing;
  removal: SaveRemoval;
  /** Resolves once open collab connections everywhere hold the change. */
  onSharingChanged: (saveId: string) => void | Promise<void>;
  now?: () => number;
}

interface ReadableFolder {
  folder: Folder;
  ancestors: Folder[];
  flags: AccessFlags;
}

/** A folder placed under `target` (null: the top) keeps its own id at the end of its path. */
function placed(folder: Folder, target: TargetFolder | null, movedId: string): Folder {
  const fromMoved = folder.path.slice(folder.path.indexOf(movedId));
  const path = [...(target?.folder.path ?? []), ...fromMoved];
  return {
    ...folder,
    path,
    parent: path.at(-2) ?? null,
    structurePath: folderStructurePath(path),
  };
}

/**
 * Folders of the save browser (spec 002 sections 3 to 5, spec 000 section 6): create, rename, move
 * and delete. Built-in folders cannot be moved, renamed or deleted; renames and moves to where a
 * folder already is change nothing; a shared folder takes no new subfolders.
 */
export class FoldersService {
  private readonly folders: FolderRepository;
  private readonly now: () => number;

  constructor(private readonly parts: FoldersServiceParts) {
    this.folders = parts.folders;
    this.now = parts.now ?? Date.now;
  }

  async create(actor: AuthUser, request: CreateFolderRequest): Promise<FolderResponse> {
    const target = await this.parts.targets.editable(request.parent, actor.id);
    this.refuseSharedParent(target, actor);
    const id = createId('folder');
    const path = [...(target?.folder.path ?? []), id];
    const folder = FolderSchema.parse({
      id,
      __added_time: this.now(),
      name: request.name,
      path,
      parent: target?.folder.id ?? null,
      owner: actor.id,
      structurePath: folderStructurePath(path),
    });
    await this.folders.create(folder);
    return { folder };
  }

  async rename(folderId: string, actor: AuthUser, name: string): Promise<FolderResponse> {
    const { folder, flags } = await this.readable(folderId, actor);
    if (!flags.edit) throw new ApiError('folder/forbidden');
    if (name === folder.name) return { folder };
    const renamed = { ...folder, name };
    await this.folders.replaceAll([renamed]);
    return { folder: renamed };
  }

  /**
   * Moves a folder with everything in it. Only the last move of a selection (`notLast` false)
   * answers with the whole new lists (spec 002 sections 4 and 7).
   */
  async move(folderId: string, actor: AuthUser, request: MoveFolderRequest): Promise<MoveFolderResponse> {
    const { folder, flags } = await this.readable(folderId, actor);
    if (!flags.edit) throw new ApiError('folder/forbidden');
    const targetId = storedParentId(request.parent);
    let moved = folder;
    if (targetId !== folder.parent) {
      if (targetId === folderId) throw new ApiError('folder/into_itself');
      const target = await this.parts.targets.editable(targetId, actor.id);
      if (target?.folder.path.includes(folderId)) throw new ApiError('folder/into_itself');
      this.refuseSharedParent(target, actor);
      const subtree = (await this.folders.listSubtree(folderId)).map((each) =>
        placed(each, target, folderId),
      );
      await this.folders.replaceAll(subtree);
      moved = subtree.find((each) => each.id === folderId) ?? placed(folder, target, folderId);
      // Whoever the old or the new ancestry was shared with gains or loses these saves.
      await this.notifySavesUnder(subtree);
    }
    if (request.notLast) return { folder: moved };
    const { saves, folders } = await this.parts.listing.list(actor.id);
    return { folder: moved, saves, folders };
  }

  /**
   * The owner deletes the folder with every subfolder and save in it, whoever owns them; anyone else
   * can only remove their own access (spec 002 sections 4 and 8).
   */
  async delete(folderId: string, actor: AuthUser): Promise<void> {
    const { folder, flags } = await this.readable(folderId, actor);
    const subtree = await this.folders.listSubtree(folderId);
    if (flags.own) {
      const saves = await this.parts.saves.listInFolders(subtree.map((each) => each.id));
      await this.folders.deleteMany(subtree.map((each) => each.id));
      await this.parts.removal.remove(saves.map((save) => save.id));
      return;
    }
    if (!folder.editors.includes(actor.id) && !folder.viewers.includes(actor.id)) return;
    await this.folders.replaceAll([
      {
        ...folder,
        editors: folder.editors.filter((id) => id !== actor.id),
        viewers: folder.viewers.filter((id) => id !== actor.id),
      },
    ]);
    await this.notifySavesUnder(subtree);
  }

  /** A folder the actor may not view answers exactly like a missing one; built-in folders are fixed. */
  private async readable(folderId: string, actor: AuthUser): Promise<ReadableFolder> {
    if (isSpecialFolderId(folderId)) throw new ApiError('folder/special');
    const folder = await this.folders.findById(folderId);
    if (!folder) throw new ApiError('folder/not_found');
    const ancestors = await this.parts.ancestry.ofFolder(folder);
    const flags = accessFlags(folder, actor.id, ancestors);
    if (!flags.view) throw new ApiError('folder/not_found');
    return { folder, ancestors, flags };
  }

  /** Moving a folder in makes it a new subfolder of its target, so the same rule applies. */
  private refuseSharedParent(target: TargetFolder | null, actor: AuthUser): void {
    if (target === null) return;
    const flags = accessFlags(target.folder, actor.id, target.ancestors);
    if (!canCreateSubfolder({ folder: target.folder, ancestors: target.ancestors, flags })) {
      throw new ApiError('folder/shared_no_subfolders');
    }
  }

  private async notifySavesUnder(folders: readonly Folder[]): Promise<void> {
    const saves = await this.parts.saves.listInFolders(folders.map((each) => each.id));
    await Promise.all(saves.map(async (save) => this.parts.onSharingChanged(save.id)));
  }
}
