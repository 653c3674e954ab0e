import { useIsMutating } from '@tanstack/react-query';
import { CREATE_FOLDER_REQUEST, LIBRARY_MUTATION_KEY } from './libraryMutationKey';

/** Whether the folder picker's New Folder form is busy creating a folder (its form is disabled). */
export function useFolderFormDisabled(): boolean {
  return useIsMutating({ mutationKey: [...LIBRARY_MUTATION_KEY, CREATE_FOLDER_REQUEST] }) > 0;
}
