import {
  SaveMetaSchema,
  accessFlags,
  accessRole,
  canEdit,
  createId,
  type AccessFlags,
  type AuthUser,
  type CollabTicketResponse,
  type CreateSaveRequest,
  type SaveMeta,
  type SaveResponse,
  type SavesListQuery,
  type SavesListResponse,
  type UpdateSaveRequest,
  type UpdateSharingRequest,
} from '@kitchensync/schemas';
import type { FolderAncestry } from '../folders/FolderAncestry';
import { storedParentId, type TargetFolders } from '../folders/TargetFolders';
import { ApiError } from '../http/ApiError';
import { createCollabTicketSigner, type CollabTicketSigner } from './createCollabTicketSigner';
import type { LibraryListing } from './LibraryListing';
import type { SaveRemoval } from './SaveRemoval';
import type { SaveQuota } from './SaveQuota';
import type { SaveRepository } from './SaveRepository';

/** How an anonymous reader of a public save appears to others in the room. */
const ANONYMOUS_NAME = 'Guest viewer';

/** A save as one reader may use it: the save, the reader's role and the flags behind it. */
export interface ReadableSave extends SaveResponse {
  readonly flags: AccessFlags;
}

export interface SavesServiceParts {
  saves: SaveRepository;
  ancestry: FolderAncestry;
  targets: TargetFolders;
  listing: LibraryListing;
  removal: SaveRemoval;
  quota: SaveQuota;
  ticketSecret: Uint8Array;
  /** Resolves once open collab connections everywhere hold the change. */
  onSharingChanged: (saveId: string) => void | Promise<void>;
  /** Tells whoever has the save open that its name changed; never throws. */
  onSaveDetailsChanged?: (saveId: string) => Promise<void>;
  /** A ticket for the save was just issued: its room can start loading before the holder joins. */
  onCollabTicketIssued?: (saveId: string) => void;
  now?: () => number;
}

/**
 * Saves' metadata: reading, listing, renaming, moving, deleting and collab tickets. Every role is
 * judged over the save's folder ancestry, so sharing a folder reaches each of these.
 */
export class SavesService {
  private readonly saves: SaveRepository;
  private readonly now: () => number;
  private readonly signTicket: CollabTicketSigner;

  constructor(private readonly parts: SavesServiceParts) {
    this.saves = parts.saves;
    this.now = parts.now ?? Date.now;
    this.signTicket = createCollabTicketSigner(parts.ticketSecret);
  }

  async create(owner: AuthUser, request: CreateSaveRequest): Promise<SaveResponse> {
    await this.parts.quota.assertRoomFor(owner);
    const time = this.now();
    const save = SaveMetaSchema.parse({
      id: createId('save'),
      filename: request.filename,
      owner: owner.id,
      __added_time: time,
      __edited_time: time,
    });
    await this.saves.create(save);
    return { save, role: 'owner' };
  }

  async read(saveId: string, reader: AuthUser | null): Promise<SaveResponse> {
    const { save, role } = await this.readable(saveId, reader);
    await this.rememberLinkEditor(save, reader);
    return { save, role };
  }

  async list(reader: AuthUser, query: SavesListQuery): Promise<SavesListResponse> {
    return this.parts.listing.list(reader.id, query);
  }

  async updateSharing(
    saveId: string,
    reader: AuthUser | null,
    sharing: UpdateSharingRequest,
  ): Promise<SaveResponse> {
    const { role } = await this.readable(saveId, reader);
    // The same refusal as the share dialog's call (POST /saves/:id/share): sharing has its own message.
    if (!canEdit(role)) throw new ApiError('sharing/forbidden');
    const save = await this.saves.updateSharing(saveId, sharing, this.now());
    if (!save) throw new ApiError('save/not_found');
    await this.parts.onSharingChanged(saveId);
    return this.answer(save, reader, role);
  }

  /**
   * Rename and move need edit (spec 002 section 6). A rename to the same name or a move to the folder
   * the save is in changes nothing (section 5); a rename counts as a modification, a move does not.
   */
  async update(saveId: string, actor: AuthUser, update: UpdateSaveRequest): Promise<SaveResponse> {
    const { save, role, flags } = await this.readable(saveId, actor);
    if (!flags.edit) throw new ApiError('save/forbidden');
    const renamed = update.filename !== undefined && update.filename !== save.filename;
    const targetId = update.folder_id === undefined ? save.folder_id : storedParentId(update.folder_id);
    const moved = targetId !== save.folder_id;
    if (!renamed && !moved) return { save, role };
    if (moved) await this.parts.targets.editable(targetId, actor.id);
    const changed = await this.saves.replace({
      ...save,
      filename: renamed ? update.filename! : save.filename,
      folder_id: targetId,
      __edited_time: renamed ? this.now() : save.__edited_time,
    });
    if (!changed) throw new ApiError('save/not_found');
    // A save moved into or out of a shared folder gains or loses whoever that folder is shared with.
    if (moved) await this.parts.onSharingChanged(saveId);
    if (renamed) await this.parts.onSaveDetailsChanged?.(saveId);
    return this.answer(changed, actor, role);
  }

  /** The owner deletes the save; anyone else can only remove their own access (spec 002 section 4). */
  async delete(saveId: string, actor: AuthUser): Promise<void> {
    const { save, flags } = await this.readable(saveId, actor);
    if (flags.own) {
      await this.parts.removal.remove([saveId]);
      return;
    }
    await this.saves.removeLinkMember(saveId, actor.id);
    if (!save.editors.includes(actor.id) && !save.viewers.includes(actor.id)) return;
    await this.saves.replace({
      ...save,
      editors: save.editors.filter((id) => id !== actor.id),
      viewers: save.viewers.filter((id) => id !== actor.id),
    });
    await this.parts.onSharingChanged(saveId);
  }

  /** `sessionId` (`collabSessionId`) names the caller's login session, so that ending it ends the ticket. */
  async issueCollabTicket(
    saveId: string,
    reader: AuthUser | null,
    sessionId: string | null = null,
  ): Promise<CollabTicketResponse> {
    const { save, role } = await this.readable(saveId, reader);
    await this.rememberLinkEditor(save, reader);
    const { ticket, expiresAt } = this.signTicket({
      saveId,
      role,
      userId: reader?.id ?? null,
      name: reader?.name ?? ANONYMOUS_NAME,
      ...(sessionId === null ? {} : { sessionId }),
    });
    this.parts.onCollabTicketIssued?.(saveId);
    return { ticket, role, expiresAt };
  }

  /**
   * A signed-in person who is neither its owner nor named on it and whose edit access comes from the
   * save's own link joined it by link: it then appears under their Shared with me (DESIGN.md section
   * 9). This lists only; access is always judged afresh from the save and its folders.
   */
  private async rememberLinkEditor(save: SaveMeta, reader: AuthUser | null): Promise<void> {
    if (!reader || save.owner === reader.id) return;
    if (save.editors.includes(reader.id) || save.viewers.includes(reader.id)) return;
    const byLinkAlone = accessFlags({ ...save, editors: [], viewers: [] }, reader.id);
    if (byLinkAlone.edit) await this.saves.addLinkMember(save.id, reader.id);
  }

  /** A save the reader may not view answers exactly like a missing one, so ids reveal nothing. */
  async readable(saveId: string, reader: AuthUser | null): Promise<ReadableSave> {
    const save = await this.saves.findById(saveId);
    if (!save) throw new ApiError('save/not_found');
    const flags = await this.parts.ancestry.saveFlags(save, reader?.id ?? null);
    const role = accessRole(flags);
    if (!role) throw new ApiError('save/not_found');
    return { save, role, flags };
  }

  private async answer(save: SaveMeta, reader: AuthUser | null, fallback: SaveResponse['role']) {
    const role = accessRole(await this.parts.ancestry.saveFlags(save, reader?.id ?? null));
    return { save, role: role ?? fallback };
  }
}
