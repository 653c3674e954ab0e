/** Every Saves panel request is filed under this key, so rows can find the ones pending for them. */
export const LIBRARY_MUTATION_KEY = ['library'] as const;

/** Every Saves panel request names the saves and folders it is for, so their rows show it is pending. */
export interface LibraryMutationVariables {
  itemIds: readonly string[];
}

/** Folder creation's request name, so the folder picker knows while its New Folder form is busy. */
export const CREATE_FOLDER_REQUEST = 'createFolder';
