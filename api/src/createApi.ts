import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import { AuthService } from './auth/AuthService';
import { authRoutes } from './auth/authRoutes';
import { authenticate } from './auth/authenticate';
import { CommentsService } from './comments/CommentsService';
import { commentsRoutes } from './comments/commentsRoutes';
import { FolderAncestry } from './folders/FolderAncestry';
import { FoldersService } from './folders/FoldersService';
import { foldersRoutes } from './folders/foldersRoutes';
import { TargetFolders } from './folders/TargetFolders';
import type { DesignHistory } from './history/DesignHistory';
import { HistoryService } from './history/HistoryService';
import { historyRoutes } from './history/historyRoutes';
import type { ApiLog } from './http/ApiLog';
import { errorHandler } from './http/errorHandler';
import { notFoundHandler } from './http/notFoundHandler';
import type { Mailer } from './mail/Mailer';
import { openApiRoutes } from './openapi/openApiRoutes';
import type { DesignDocuments } from './saves/DesignDocuments';
import { LibraryListing } from './saves/LibraryListing';
import { SaveFilesService } from './saves/SaveFilesService';
import { SaveRemoval } from './saves/SaveRemoval';
import { SavesService } from './saves/SavesService';
import { importBodyParser } from './saves/importBodyParser';
import { savesRoutes } from './saves/savesRoutes';
import { AccountInviteeDirectory } from './sharing/AccountInviteeDirectory';
import type { InviteeDirectory } from './sharing/InviteeDirectory';
import { SharingService } from './sharing/SharingService';
import type { ApiStorage } from './storage/ApiStorage';

export interface ApiOptions {
  /** Where accounts, sessions and saves live (`openSqliteApiStorage` or `openMongoApiStorage`); closed by `close()`. */
  storage: ApiStorage;
  ticketSecret: Uint8Array;
  mailer: Mailer;
  secureCookies?: boolean;
  log: ApiLog;
  /**
   * Called after a save's sharing changed, so open collab connections can rejoin with their new
   * role at once (the caller owns the collab-server).
   */
  onSharingChanged?: (saveId: string) => void;
  /**
   * Save history (checkpoints, versions, restore) from the collab-server's log. Without it the history
   * routes answer 503 `history/unavailable`.
   */
  history?: DesignHistory;
  /**
   * The designs themselves, in the collab-server's log (`createDesignDocuments`). Without it
   * duplicate, export and import answer 503 `design/unavailable`.
   */
  designs?: DesignDocuments;
  /** Who may be shared with; defaults to any account (`AccountInviteeDirectory`). */
  invitees?: InviteeDirectory;
}

export interface Api {
  /** Mounted by the caller at '/api'. */
  router: Router;
  close(): Promise<void>;
}

// Saves' metadata and login payloads are small; the design itself travels over the collab socket.
const JSON_BODY_LIMIT = '100kb';

export function createApi(options: ApiOptions): Api {
  const { storage } = options;
  const auth = new AuthService(storage.users, storage.sessions);
  const onSharingChanged = options.onSharingChanged ?? (() => {});
  const ancestry = new FolderAncestry(storage.folders);
  const targets = new TargetFolders(storage.folders, ancestry);
  const listing = new LibraryListing(storage.saves, storage.folders, storage.comments);
  const removal = new SaveRemoval(storage.saves, storage.comments, options.designs, onSharingChanged);
  const library = { saves: storage.saves, folders: storage.folders, ancestry, targets, listing, removal };
  const saves = new SavesService({ ...library, ticketSecret: options.ticketSecret, onSharingChanged });
  const files = new SaveFilesService({ ...library, savesService: saves, designs: options.designs });
  const folders = new FoldersService({ ...library, onSharingChanged });
  const sharing = new SharingService({
    ...library,
    invitees: options.invitees ?? new AccountInviteeDirectory(storage.users),
    onSharingChanged,
  });
  const comments = new CommentsService(storage.comments, storage.users, saves);

  const router = Router();
  // Before the JSON parser and authentication: the document is public and takes no body.
  router.use('/docs', openApiRoutes());
  router.use('/saves/import', importBodyParser());
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  router.use(cookieParser());
  router.use(authenticate(auth));
  router.use('/auth', authRoutes(auth, options.secureCookies ?? false));
  router.use('/saves', savesRoutes(saves, files, sharing));
  router.use('/saves/:saveId/comments', commentsRoutes(comments));
  router.use('/folders', foldersRoutes(folders, sharing));
  router.use(
    '/saves/:saveId/history',
    historyRoutes(options.history ? new HistoryService(saves, options.history) : null),
  );
  router.use(notFoundHandler);
  router.use(errorHandler(options.log));

  return {
    router,
    close: () => storage.close(),
  };
}
