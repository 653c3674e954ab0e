import type { Shareable } from '@kitchensync/schemas';

/** The save or folder a share dialog is open for, with its sharing as the opener last knew it. */
export interface ShareTarget {
  readonly kind: 'save' | 'folder';
  readonly id: string;
  /** Shown in the dialog's title. */
  readonly name: string;
  readonly sharing: Shareable;
}
