import { saveDisplayName, type SaveMeta } from '@kitchensync/schemas';
import { CommentsButton } from '../../app/comments/CommentsButton';
import { useUnreadCommentCount } from '../../app/comments/useUnreadCommentCount';
import { useCurrentUser } from '../../app/useCurrentUser';

/**
 * The open save's Comments button in the editor's side panel, with the reader's unread count.
 * Render it only for those who may edit, as `itemActions(...).comment` requires (spec 002 section 6).
 */
export function EditorCommentsButton({ save }: { save: SaveMeta }) {
  const reader = useCurrentUser();
  const unread = useUnreadCommentCount(save.id);
  return (
    <CommentsButton
      saveId={save.id}
      saveName={saveDisplayName(save.filename)}
      readerId={reader.data?.id ?? null}
      unread={unread}
    />
  );
}
