import { toggleLibrarySelection } from '../../model/library/toggleLibrarySelection';
import { useSavesBrowser } from './useSavesBrowser';
import { useSavesLibrary } from './useSavesLibrary';

/** A save's or folder's checkbox in select mode; a folder's ticks or unticks its whole content too. */
export function SelectCheckbox({ kind, id, name }: { kind: 'save' | 'folder'; id: string; name: string }) {
  const { tree } = useSavesLibrary();
  const selectMode = useSavesBrowser((state) => state.selectMode);
  const checked = useSavesBrowser((state) =>
    kind === 'save' ? state.selection.saves.has(id) : state.selection.folders.has(id),
  );
  if (!selectMode) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={checked}
      onChange={() => {
        const { selection, setSelection } = useSavesBrowser.getState();
        setSelection(toggleLibrarySelection(selection, { kind, id }, tree));
      }}
    />
  );
}
