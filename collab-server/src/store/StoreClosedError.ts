/** Raised by any call made after `close()`, so callers can tell shutdown from a storage fault. */
export class StoreClosedError extends Error {
  override readonly name = 'StoreClosedError';

  constructor() {
    super('the document store is closed');
  }
}
