import {
  createId,
  type AuthUser,
  type Credential,
  type CredentialCache,
  type CommentsResponse,
  type MarkCommentsReadResponse,
  type PostCommentResponse,
} from '@kitchensync/schemas';
import type { UserRepository } from '../auth/UserRepository';
import { ApiError } from '../http/ApiError';
import type { OrganisationDirectory } from '../organisations/OrganisationDirectory';
import type { ReadableSave, SavesService } from '../saves/SavesService';
import type { CommentRepository } from './CommentRepository';

/**
 * A save's comments (spec 002 sections 3, 4 and 7). Commenting needs edit (section 6), and so do
 * reading them and marking them read: a public view link must not open the conversation. Loading
 * them once clears the reader's unread count.
 */
export class CommentsService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly users: UserRepository,
    private readonly saves: Pick<SavesService, 'readable'>,
    private readonly organisations: Pick<OrganisationDirectory, 'areCoworkers'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(saveId: string, reader: AuthUser | null): Promise<CommentsResponse> {
    const { save } = await this.editable(saveId, reader);
    const comments = await this.comments.listBySave(saveId);
    const credentialCache = await this.cacheFor(
      comments.map((comment) => comment.owner),
      reader,
      save.owner,
    );
    return { comments, credentialCache };
  }

  async post(saveId: string, actor: AuthUser, content: string): Promise<PostCommentResponse> {
    const { save } = await this.editable(saveId, actor);
    const comment = { id: createId('comment'), owner: actor.id, content, __added_time: this.now() };
    await this.comments.create(saveId, comment);
    return { comment, credentialCache: await this.cacheFor([actor.id], actor, save.owner) };
  }

  async markRead(saveId: string, reader: AuthUser): Promise<MarkCommentsReadResponse> {
    await this.editable(saveId, reader);
    await this.comments.markRead(saveId, reader.id, this.now());
    return { unread: 0 };
  }

  /** No view right answers like a missing save; view without edit is a refusal. */
  private async editable(saveId: string, reader: AuthUser | null): Promise<ReadableSave> {
    const readable = await this.saves.readable(saveId, reader);
    if (!readable.flags.edit) throw new ApiError('save/forbidden');
    return readable;
  }

  /**
   * Names for every commenter; an e-mail only where the reader may know it: their own, a member of
   * their organisation's, or any commenter's when the reader owns the save. A commenter whose
   * account is gone keeps an entry without name or e-mail, shown as Unknown.
   */
  private async cacheFor(
    ids: readonly string[],
    reader: AuthUser | null,
    saveOwner: string,
  ): Promise<CredentialCache> {
    const unique = [...new Set(ids)];
    const users = new Map((await this.users.findByIds(unique)).map((user) => [user.id, user]));
    const cache: CredentialCache = {};
    for (const id of unique) {
      const user = users.get(id);
      const email = user && (await this.mayKnowEmail(reader, id, saveOwner)) ? user.email : '';
      const credential: Credential = { id, name: user?.name ?? '', email };
      cache[id] = credential;
    }
    return cache;
  }

  private async mayKnowEmail(reader: AuthUser | null, commenterId: string, saveOwner: string) {
    if (reader === null) return false;
    if (reader.id === commenterId || reader.id === saveOwner) return true;
    return this.organisations.areCoworkers(reader.id, commenterId);
  }
}
