/** How much an event matters to whoever runs the product: failures are errors, refusals warnings. */
export type ApiLogLevel = 'error' | 'warn' | 'info';

/**
 * Where the api reports what an operator may need to see: failures it did not expect (the default
 * level), refusals from outside (a declined card, an unverifiable notification, Redis away) and
 * changes that arrive from outside (a gateway's notification). The caller decides where it goes.
 */
export type ApiLog = (event: string, details: Record<string, unknown>, level?: ApiLogLevel) => void;
