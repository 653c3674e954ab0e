import type { SavesFolderNode } from '../../model/library/savesFolderTree';
import { FolderNode } from './FolderNode';
import { SaveRow } from './SaveRow';
import { useSavesLibrary } from './useSavesLibrary';

/** What is directly inside a folder of the save browser: its subfolders, then its saves as cards. */
export function FolderContents({ node }: { node: SavesFolderNode }) {
  const { user, lists } = useSavesLibrary();
  if (node.children.length === 0 && node.saves.length === 0)
    return <p className="saves-empty">No saves here.</p>;
  return (
    <ul className="folder-contents" aria-label={`In ${node.name}`}>
      {node.children.map((child) => (
        <FolderNode key={child.id} node={child} />
      ))}
      {node.saves.map((save) => (
        <SaveRow
          key={save.id}
          save={save}
          user={user}
          unread={lists.unreadComments[save.id] ?? 0}
          thumbnail={lists.thumbnails[save.id]}
        />
      ))}
    </ul>
  );
}
