import {
  accessFlags,
  applySharingChanges,
  isSpecialFolderId,
  sharingChangesBetween,
  type AuthUser,
  type Credential,
  type Folder,
  type SaveMeta,
  type Shareable,
  type ShareFolderResponse,
  type ShareSaveRequest,
  type ShareSaveResponse,
} from '@kitchensync/schemas';
import type { FolderAncestry } from '../folders/FolderAncestry';
import type { FolderRepository } from '../folders/FolderRepository';
import { ApiError } from '../http/ApiError';
import type { LibraryListing } from '../saves/LibraryListing';
import type { SaveRepository } from '../saves/SaveRepository';
import type { InviteeDirectory } from './InviteeDirectory';

export interface SharingServiceParts {
  saves: SaveRepository;
  folders: FolderRepository;
  ancestry: FolderAncestry;
  listing: LibraryListing;
  invitees: InviteeDirectory;
  /** Resolves once open collab connections everywhere hold the change. */
  onSharingChanged: (saveId: string) => void | Promise<void>;
}

interface Shared<T extends Shareable> {
  entity: T;
  changed: boolean;
  cache?: Credential;
}

function sharingState(entity: Shareable): ShareSaveResponse['access'] {
  return {
    owner: entity.owner,
    editors: [...entity.editors],
    viewers: [...entity.viewers],
    access: entity.access,
    generalAccess: entity.generalAccess,
  };
}

/**
 * The share dialog of a save or folder (spec 000 sections 4, 6 and 7): the request carries the whole
 * people lists, which become changes (`sharingChangesBetween`) judged one by one by the schemas'
 * rules (`applySharingChanges`), so the api refuses exactly what the dialog does not offer. Open
 * collab connections of every save whose access may have changed are told at once, and the answer
 * waits until the change holds on every collab instance.
 */
export class SharingService {
  constructor(private readonly parts: SharingServiceParts) {}

  async shareSave(saveId: string, actor: AuthUser, request: ShareSaveRequest): Promise<ShareSaveResponse> {
    const save = await this.parts.saves.findById(saveId);
    if (!save) throw new ApiError('save/not_found');
    const ancestors = await this.parts.ancestry.ofSave(save);
    const shared = await this.share(save, 'save', ancestors, actor, request, 'save/not_found');
    if (shared.changed) {
      const stored = await this.parts.saves.replace(shared.entity);
      if (!stored) throw new ApiError('save/not_found');
      await this.parts.onSharingChanged(saveId);
    }
    return { access: sharingState(shared.entity), ...(shared.cache ? { cache: shared.cache } : {}) };
  }

  /** Sharing a folder shares its subfolders and saves, and answers with the lists (spec 000 section 7). */
  async shareFolder(
    folderId: string,
    actor: AuthUser,
    request: ShareSaveRequest,
  ): Promise<ShareFolderResponse> {
    if (isSpecialFolderId(folderId)) throw new ApiError('folder/special');
    const folder = await this.parts.folders.findById(folderId);
    if (!folder) throw new ApiError('folder/not_found');
    const ancestors = await this.parts.ancestry.ofFolder(folder);
    const shared = await this.share(folder, 'folder', ancestors, actor, request, 'folder/not_found');
    if (shared.changed) {
      await this.parts.folders.replaceAll([shared.entity]);
      const subtree = await this.parts.folders.listSubtree(folderId);
      const saves = await this.parts.saves.listInFolders(subtree.map((each) => each.id));
      await Promise.all(saves.map(async (save) => this.parts.onSharingChanged(save.id)));
    }
    const { saves, folders } = await this.parts.listing.list(actor.id);
    return {
      access: sharingState(shared.entity),
      ...(shared.cache ? { cache: shared.cache } : {}),
      folder: shared.entity,
      folders,
      saves,
    };
  }

  private async share<T extends SaveMeta | Folder>(
    entity: T,
    kind: 'save' | 'folder',
    ancestors: readonly Folder[],
    actor: AuthUser,
    request: ShareSaveRequest,
    notFound: 'save/not_found' | 'folder/not_found',
  ): Promise<Shared<T>> {
    const { invitees } = this.parts;
    // Someone who cannot even view it learns nothing, exactly as for a missing one.
    if (!accessFlags(entity, actor.id, ancestors).view) throw new ApiError(notFound);

    let editors = [...request.editors];
    let viewers = [...request.viewers];
    let cache: Credential | undefined;
    if (request.invitee) {
      const invitee = await invitees.findByEmail(actor, request.invitee.email);
      if (!invitee) throw new ApiError('auth/user_inaccessible');
      cache = invitee;
      editors = editors.filter((id) => id !== invitee.id);
      viewers = viewers.filter((id) => id !== invitee.id);
      (request.invitee.access === 'editor' ? editors : viewers).push(invitee.id);
    }
    const known = new Set([entity.owner, ...entity.editors, ...entity.viewers, ...(cache ? [cache.id] : [])]);
    for (const id of new Set([...editors, ...viewers])) {
      if (!known.has(id) && !(await invitees.findById(actor, id))) {
        throw new ApiError('auth/user_inaccessible');
      }
    }
    const changes = sharingChangesBetween(entity, {
      editors,
      viewers,
      access: request.access,
      generalAccess: request.generalAccess,
    });
    const standing = await invitees.standing(actor);
    const result = applySharingChanges(entity, changes, { kind, actorId: actor.id, ancestors, ...standing });
    if (!result.ok) throw new ApiError(result.refusal);
    return { entity: result.entity, changed: changes.length > 0, ...(cache ? { cache } : {}) };
  }
}
