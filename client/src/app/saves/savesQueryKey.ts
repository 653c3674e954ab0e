/** The Saves panel's list queries start with this key; anything that changes a save refreshes them. */
export const SAVES_QUERY_KEY = ['saves'] as const;
