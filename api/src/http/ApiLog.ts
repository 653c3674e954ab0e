/** Where the api reports failures it did not expect; the caller decides where that goes. */
export type ApiLog = (event: string, details: Record<string, unknown>) => void;
