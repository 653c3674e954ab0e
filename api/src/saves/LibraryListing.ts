import {
  SAVE_SORT_MENU,
  accessFlags,
  matchesSaveSearch,
  sortSaves,
  type Folder,
  type SaveMeta,
  type SavesListQuery,
  type SavesListResponse,
} from '@kitchensync/schemas';
import type { CommentRepository } from '../comments/CommentRepository';
import type { FolderAncestry } from '../folders/FolderAncestry';
import type { FolderRepository } from '../folders/FolderRepository';
import type { SaveRepository } from './SaveRepository';
import type { SaveThumbnailRepository } from './SaveThumbnailRepository';

const DEFAULT_QUERY: SavesListQuery = { sort: 'name', search: '' };

const folderNames = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function byNameThenId(a: Folder, b: Folder): number {
  return folderNames.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * What the save browser lists for one reader: the folders they own or are named on with everything
 * under them (sharing a folder shares its subfolders and saves), the saves in those folders and the
 * saves they own or are named on, with their thumbnail versions and, where they may read them,
 * their unread comment counts. A save they joined by its editing link is listed too while its link
 * (or its folders) still lets them edit; a link merely seen is not an invitation to someone's
 * library (docs/architecture/api.md).
 */
export class LibraryListing {
  constructor(
    private readonly saves: SaveRepository,
    private readonly folders: FolderRepository,
    private readonly comments: CommentRepository,
    private readonly ancestry: FolderAncestry,
    private readonly thumbnails: SaveThumbnailRepository,
  ) {}

  async list(readerId: string, query: SavesListQuery = DEFAULT_QUERY): Promise<SavesListResponse> {
    const folders = await this.visibleFolders(readerId);
    const byId = new Map<string, SaveMeta>();
    for (const save of await this.saves.listByMember(readerId)) byId.set(save.id, save);
    for (const save of await this.saves.listByLinkMember(readerId)) {
      if ((await this.ancestry.saveFlags(save, readerId)).edit) byId.set(save.id, save);
    }
    for (const save of await this.saves.listInFolders(folders.map((folder) => folder.id))) {
      byId.set(save.id, save);
    }
    const found = [...byId.values()].filter((save) => matchesSaveSearch(save, query.search));
    const saves = sortSaves(found, query.sort, query.order ?? SAVE_SORT_MENU[query.sort].defaultType);
    const [unreadComments, thumbnails] = await Promise.all([
      this.editable(saves, readerId).then((ids) => this.comments.unreadCounts(readerId, ids)),
      this.thumbnails.versions(saves.map((save) => save.id)),
    ]);
    return { saves, folders, unreadComments, thumbnails };
  }

  /**
   * The saves whose comments the reader may read, which needs edit (002 §6): a viewer is not told how
   * many comments a conversation they cannot open holds. Each folder's ancestry is read once.
   */
  private async editable(saves: readonly SaveMeta[], readerId: string): Promise<string[]> {
    const ancestries = new Map<string | null, Promise<Folder[]>>();
    const editable: string[] = [];
    for (const save of saves) {
      let ancestry = ancestries.get(save.folder_id);
      if (ancestry === undefined) {
        ancestry = this.ancestry.ofSave(save);
        ancestries.set(save.folder_id, ancestry);
      }
      if (accessFlags(save, readerId, await ancestry).edit) editable.push(save.id);
    }
    return editable;
  }

  private async visibleFolders(readerId: string): Promise<Folder[]> {
    const named = await this.folders.listByMember(readerId);
    const namedIds = new Set(named.map((folder) => folder.id));
    // A folder under another named one comes with that one's subtree.
    const tops = named.filter((folder) => !folder.path.slice(0, -1).some((id) => namedIds.has(id)));
    const byId = new Map<string, Folder>();
    for (const top of tops) {
      for (const folder of await this.folders.listSubtree(top.id)) byId.set(folder.id, folder);
    }
    return [...byId.values()].sort(byNameThenId);
  }
}
