import type { SavesFolderNode } from '../../model/library/savesFolderTree';
import { FolderContents } from './FolderContents';
import { FolderRow } from './FolderRow';
import { useSavesBrowser } from './useSavesBrowser';

/** A stored folder in the save browser's tree: its row, and its content while it is open. */
export function FolderNode({ node }: { node: SavesFolderNode }) {
  const open = useSavesBrowser((state) => !state.collapsed.has(node.id));
  if (node.folder === null) return null;
  return (
    <li className="folder-node" aria-label={node.name}>
      <FolderRow folder={node.folder} open={open} />
      {open && <FolderContents node={node} />}
    </li>
  );
}
