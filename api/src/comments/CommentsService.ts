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
import type { SavesService } from '../saves/SavesService';
import type { CommentRepository } from './CommentRepository';

/**
 * A save's comments (spec 002 sections 3, 4 and 7). Anyone who may view the save reads them; only
 * those who may edit it comment (section 6). Loading them once clears the reader's unread count.
 */
export class CommentsService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly users: UserRepository,
    private readonly saves: Pick<SavesService, 'readable'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(saveId: string, reader: AuthUser | null): Promise<CommentsResponse> {
    await this.saves.readable(saveId, reader);
    const comments = await this.comments.listBySave(saveId);
    return { comments, credentialCache: await this.cacheFor(comments.map((comment) => comment.owner)) };
  }

  async post(saveId: string, actor: AuthUser, content: string): Promise<PostCommentResponse> {
    const { flags } = await this.saves.readable(saveId, actor);
    if (!flags.edit) throw new ApiError('save/forbidden');
    const comment = { id: createId('comment'), owner: actor.id, content, __added_time: this.now() };
    await this.comments.create(saveId, comment);
    return { comment, credentialCache: await this.cacheFor([actor.id]) };
  }

  async markRead(saveId: string, reader: AuthUser): Promise<MarkCommentsReadResponse> {
    await this.saves.readable(saveId, reader);
    await this.comments.markRead(saveId, reader.id, this.now());
    return { unread: 0 };
  }

  /** A commenter whose account is gone keeps an entry without name or e-mail, shown as Unknown. */
  private async cacheFor(ids: readonly string[]): Promise<CredentialCache> {
    const unique = [...new Set(ids)];
    const users = new Map((await this.users.findByIds(unique)).map((user) => [user.id, user]));
    const cache: CredentialCache = {};
    for (const id of unique) {
      const user = users.get(id);
      const credential: Credential = { id, name: user?.name ?? '', email: user?.email ?? '' };
      cache[id] = credential;
    }
    return cache;
  }
}
