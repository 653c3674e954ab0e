/**
 * Every editor shortcut, in one place. Undo and redo are the editor's own; the rest are the spec's
 * (spec 002 section 9: "Ctrl+M cabinets menu, Ctrl+Alt+N new note, Ctrl+S save, Ctrl+K select tool,
 * Ctrl+Alt+T tools panel, Ctrl+Shift+F favorites tool. Delete key deletes the selected opening.").
 * A part of the editor binds an action to an id with `useShortcuts`; an id nobody binds does nothing
 * and leaves the browser's own meaning of the keys alone.
 */
export const EDITOR_SHORTCUTS = {
  undo: { keys: ['Ctrl+Z'], description: 'Undo' },
  redo: { keys: ['Ctrl+Shift+Z', 'Ctrl+Y'], description: 'Redo' },
  cabinetsMenu: { keys: ['Ctrl+M'], description: 'Cabinets menu' },
  newNote: { keys: ['Ctrl+Alt+N'], description: 'New note' },
  save: { keys: ['Ctrl+S'], description: 'Save' },
  selectTool: { keys: ['Ctrl+K'], description: 'Select tool' },
  toolsPanel: { keys: ['Ctrl+Alt+T'], description: 'Tools panel' },
  favoritesTool: { keys: ['Ctrl+Shift+F'], description: 'Favorites tool' },
  // One Delete for whatever is selected: the spec's opening, and placed models.
  deleteSelection: { keys: ['Delete'], description: 'Delete the selection' },
  clearSelection: { keys: ['Escape'], description: 'Clear the selection' },
} as const satisfies Record<string, { keys: readonly string[]; description: string }>;

export type ShortcutId = keyof typeof EDITOR_SHORTCUTS;
