import { createContext } from 'react';

/**
 * Applies what a field holds but has not committed yet (typed, not yet Enter or left); answers
 * false when the typing cannot be read (the field then shows its error) and nothing was applied.
 */
export type PendingFieldEdit = () => boolean;

/**
 * Where a panel with a Submit button collects its fields' pending edits: each numeric field inside
 * registers one (the returned function unregisters it), and Submit applies them all before closing.
 */
export const PendingFieldEdits = createContext<((edit: PendingFieldEdit) => () => void) | null>(null);
