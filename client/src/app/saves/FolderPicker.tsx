import type { FolderMoveTarget } from '../../model/library/folderMoveTargets';
import { NewFolderPopup } from './NewFolderPopup';

/**
 * The folder picker (spec 000 section 2): the offered folders as a tree of choices, the current one
 * marked, and New Folder inside the picked one when it takes subfolders (the new folder is then
 * picked).
 */
export function FolderPicker({
  targets,
  folderTargets,
  picked,
  currentId,
  onPick,
}: {
  targets: readonly FolderMoveTarget[];
  /** Where a new folder may go, which leaves out shared folders. */
  folderTargets: readonly FolderMoveTarget[];
  picked: string | null;
  currentId: string | null;
  onPick: (folderId: string) => void;
}) {
  const parent = folderTargets.find((target) => target.id === picked) ?? folderTargets[0];
  return (
    <div className="folder-picker">
      <div role="radiogroup" aria-label="Target folder" className="folder-picker-list">
        {targets.map((target) => (
          <label key={target.id} style={{ paddingLeft: `${target.depth * 16}px` }}>
            <input
              type="radio"
              name="target-folder"
              value={target.id}
              checked={picked === target.id}
              onChange={() => onPick(target.id)}
            />
            {target.name}
            {target.id === currentId && <span className="folder-picker-current"> (current)</span>}
          </label>
        ))}
      </div>
      {parent && <NewFolderPopup parent={parent} onCreated={(folder) => onPick(folder.id)} />}
    </div>
  );
}
