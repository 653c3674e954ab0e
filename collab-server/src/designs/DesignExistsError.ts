/** `DesignDocuments.create` for a save whose log already holds a design. */
export class DesignExistsError extends Error {
  constructor(readonly saveId: string) {
    super(`Save ${saveId} already has a design`);
    this.name = 'DesignExistsError';
  }
}
