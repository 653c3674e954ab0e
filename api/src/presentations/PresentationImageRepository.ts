import type { PresentationImageKind, PresentationImageMediaType } from '@kitchensync/schemas';

/** A picture kept with a save, as listed: everything but its bytes. */
export interface PresentationImageRecord {
  id: string;
  saveId: string;
  kind: PresentationImageKind;
  name: string;
  mediaType: PresentationImageMediaType;
  width: number;
  height: number;
  byteLength: number;
  included: boolean;
  /** Its place among the save's pictures of its kind, from 0. */
  position: number;
  createdAt: number;
  createdBy: string;
}

/** A kept picture with its bytes. */
export interface StoredPresentationImage extends PresentationImageRecord {
  bytes: Uint8Array;
}

/** One entry of a new order: a picture of the kind and whether the presentation shows it. */
export interface PresentationImagePlacement {
  id: string;
  included: boolean;
}

/** The renders and custom slides kept with each save, in the presentation's order. */
export interface PresentationImageRepository {
  add(image: StoredPresentationImage): Promise<void>;
  /** The save's pictures without bytes, each kind in its order (renders first). */
  list(saveId: string): Promise<PresentationImageRecord[]>;
  /** One picture of the save with its bytes, or null when the save keeps no picture of that id. */
  find(saveId: string, imageId: string): Promise<StoredPresentationImage | null>;
  /** Gives the listed pictures of the save's kind the positions of their place in the list. */
  arrange(
    saveId: string,
    kind: PresentationImageKind,
    order: readonly PresentationImagePlacement[],
  ): Promise<void>;
  /** Forgets one picture of the save; false when the save kept no picture of that id. */
  delete(saveId: string, imageId: string): Promise<boolean>;
  /** Forgets every picture of these saves; unknown ids are skipped. */
  deleteBySaves(saveIds: readonly string[]): Promise<void>;
}
