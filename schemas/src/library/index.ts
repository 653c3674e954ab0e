export { COMMENT_MAX_LENGTH, CommentContentSchema, CommentSchema } from './comment';
export type { Comment, CommentInput } from './comment';
export { COMMENT_MESSAGES } from './commentMessages';
export { CredentialCacheSchema, UNKNOWN_COMMENTER, commenterLabel } from './credentialCache';
export type { CredentialCache } from './credentialCache';
export { DELETE_FOLDER_WARNING, deleteActionLabel, deleteConfirmationMessage } from './deleteWording';
export { FOLDER_STRUCTURE_SEPARATOR, FolderSchema, folderStructurePath } from './folder';
export type { Folder, FolderInput } from './folder';
export { FOLDER_NAME_MAX_LENGTH, FolderNameSchema } from './folderName';
export { SAVES_LOAD_ERROR, UNTITLED_SAVE, saveDisplayName } from './saveDisplayName';
export { matchesSaveSearch } from './saveSearch';
export {
  DEFAULT_SAVE_SORT_OPTION,
  SAVE_SORT_MENU,
  SAVE_SORT_OPTIONS,
  SaveSortOptionSchema,
  SortTypeSchema,
  compareSaves,
  sortSaves,
} from './saveSort';
export type { SaveSortOption, SortType, SortableSave } from './saveSort';
export {
  ROOT_FOLDER_ID,
  SHARED_FOLDER_ID,
  SPECIAL_FOLDERS,
  browserFolderId,
  isSpecialFolderId,
} from './specialFolders';
export type { SpecialFolderId } from './specialFolders';
export { UnreadCommentCountsSchema, markCommentsRead, unreadCommentCount } from './unreadComments';
export type { UnreadCommentCounts } from './unreadComments';
