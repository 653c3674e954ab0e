/** Where the server reports what it refused or failed to do; the caller decides where that goes. */
export type CollabLog = (event: string, details: Record<string, unknown>) => void;
