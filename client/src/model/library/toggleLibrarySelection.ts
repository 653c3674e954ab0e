import type { LibrarySelection } from './librarySelection';
import type { SavesFolderNode } from './savesFolderTree';

function findNode(nodes: readonly SavesFolderNode[], id: string): SavesFolderNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * Ticks or unticks one save or folder. Toggling a folder selects its content (spec 002 section 4):
 * every folder and save inside it, at any depth, follows the folder's new state.
 */
export function toggleLibrarySelection(
  selection: LibrarySelection,
  item: { kind: 'save' | 'folder'; id: string },
  tree: readonly SavesFolderNode[],
): LibrarySelection {
  const saves = new Set(selection.saves);
  const folders = new Set(selection.folders);
  if (item.kind === 'save') {
    if (!saves.delete(item.id)) saves.add(item.id);
    return { saves, folders };
  }
  const select = !folders.has(item.id);
  const apply = (node: SavesFolderNode) => {
    if (select) folders.add(node.id);
    else folders.delete(node.id);
    for (const save of node.saves) {
      if (select) saves.add(save.id);
      else saves.delete(save.id);
    }
    node.children.forEach(apply);
  };
  const node = findNode(tree, item.id);
  if (node) apply(node);
  return { saves, folders };
}
