/** A presentation PDF kept with a save, as listed: everything but its bytes. */
export interface PrintedPresentationRecord {
  id: string;
  saveId: string;
  name: string;
  byteLength: number;
  createdAt: number;
  createdBy: string;
  createdByName: string;
}

/** A kept presentation with its PDF. */
export interface StoredPrintedPresentation extends PrintedPresentationRecord {
  bytes: Uint8Array;
}

/** The presentation PDFs printed from each save, kept for its editors. */
export interface PrintedPresentationRepository {
  add(presentation: StoredPrintedPresentation): Promise<void>;
  /** The save's presentations without bytes, newest first. */
  list(saveId: string): Promise<PrintedPresentationRecord[]>;
  /** One presentation of the save with its bytes, or null when the save keeps none of that id. */
  find(saveId: string, printedId: string): Promise<StoredPrintedPresentation | null>;
  /** Forgets one presentation of the save; false when the save kept none of that id. */
  delete(saveId: string, printedId: string): Promise<boolean>;
  /** Forgets every presentation of these saves; unknown ids are skipped. */
  deleteBySaves(saveIds: readonly string[]): Promise<void>;
}
