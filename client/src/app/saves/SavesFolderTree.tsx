import { ROOT_FOLDER_ID } from '@kitchensync/schemas';
import { FolderContents } from './FolderContents';
import { useSavesBrowser } from './useSavesBrowser';
import { useSavesLibrary } from './useSavesLibrary';

/**
 * The save browser's folder tree (spec 002 section 2): My Saves and Shared with me on top, each
 * with its folders and saves nested inside and closable. Clicking My Saves makes it the current
 * folder; Shared with me takes no new folders, so it never becomes current.
 */
export function SavesFolderTree() {
  const { tree } = useSavesLibrary();
  const collapsed = useSavesBrowser((state) => state.collapsed);
  const currentFolderId = useSavesBrowser((state) => state.currentFolderId);
  const { toggleCollapsed, setCurrentFolder } = useSavesBrowser.getState();
  return tree.map((node) => {
    const open = !collapsed.has(node.id);
    return (
      <section key={node.id} className="saves-folder" aria-label={node.name}>
        <h3>
          <button
            type="button"
            className="folder-toggle"
            aria-expanded={open}
            aria-label={`${open ? 'Close' : 'Open'} ${node.name}`}
            onClick={() => toggleCollapsed(node.id)}
          >
            {open ? '▾' : '▸'}
          </button>
          {node.id === ROOT_FOLDER_ID ? (
            <button
              type="button"
              className={currentFolderId === node.id ? 'folder-name folder-name-current' : 'folder-name'}
              aria-pressed={currentFolderId === node.id}
              onClick={() => setCurrentFolder(node.id)}
            >
              {node.name}
            </button>
          ) : (
            node.name
          )}
        </h3>
        {open && <FolderContents node={node} />}
      </section>
    );
  });
}
