import {
  SaveMetaSchema,
  canEdit,
  createId,
  saveRole,
  signCollabTicket,
  type AuthUser,
  type CollabTicketResponse,
  type CreateSaveRequest,
  type Role,
  type SaveMeta,
  type SaveResponse,
  type UpdateSharingRequest,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { SaveRepository } from './SaveRepository';

/** How an anonymous reader of a public save appears to others in the room. */
const ANONYMOUS_NAME = 'Guest viewer';

export class SavesService {
  constructor(
    private readonly saves: SaveRepository,
    private readonly ticketSecret: Uint8Array,
    private readonly onSharingChanged: (saveId: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async create(owner: AuthUser, request: CreateSaveRequest): Promise<SaveResponse> {
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
    return this.readable(saveId, reader);
  }

  async updateSharing(
    saveId: string,
    reader: AuthUser | null,
    sharing: UpdateSharingRequest,
  ): Promise<SaveResponse> {
    const { role } = await this.readable(saveId, reader);
    if (!canEdit(role)) throw new ApiError('save/forbidden');
    const save = await this.saves.updateSharing(saveId, sharing, this.now());
    if (!save) throw new ApiError('save/not_found');
    this.onSharingChanged(saveId);
    return { save, role: this.roleOf(save, reader) ?? role };
  }

  async issueCollabTicket(saveId: string, reader: AuthUser | null): Promise<CollabTicketResponse> {
    const { role } = await this.readable(saveId, reader);
    const { ticket, expiresAt } = await signCollabTicket(
      { saveId, role, userId: reader?.id ?? null, name: reader?.name ?? ANONYMOUS_NAME },
      this.ticketSecret,
    );
    return { ticket, role, expiresAt };
  }

  /** A save the reader may not view answers exactly like a missing one, so ids reveal nothing. */
  private async readable(saveId: string, reader: AuthUser | null): Promise<SaveResponse> {
    const save = await this.saves.findById(saveId);
    const role = save ? this.roleOf(save, reader) : null;
    if (!save || !role) throw new ApiError('save/not_found');
    return { save, role };
  }

  private roleOf(save: SaveMeta, reader: AuthUser | null): Role | null {
    return saveRole(save, reader?.id ?? null);
  }
}
