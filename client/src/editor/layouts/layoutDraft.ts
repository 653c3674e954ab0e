import type { LayoutKind, LayoutNumberName, LayoutSide } from '../../model/layouts/kitchenLayout';
import { isLayoutKind, isLayoutSide } from '../../model/layouts/kitchenLayout';

/**
 * The local storage key of the layout being typed, so a reload does not lose it; the spec removes
 * it when the layout form is submitted (spec 001 section 7).
 */
export const LAYOUT_DRAFT_STORAGE_KEY = 'kitchensync.layoutDraft';

export interface LayoutDraft {
  kind: LayoutKind;
  side: LayoutSide;
  fields: Partial<Record<LayoutNumberName, string>>;
}

/** The draft kept for `kind`, or null when there is none (or storage is unavailable or garbled). */
export function readLayoutDraft(kind: LayoutKind): LayoutDraft | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(LAYOUT_DRAFT_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const draft = stored as Partial<Record<keyof LayoutDraft, unknown>>;
    if (typeof draft.kind !== 'string' || !isLayoutKind(draft.kind) || draft.kind !== kind) return null;
    if (typeof draft.side !== 'string' || !isLayoutSide(draft.side)) return null;
    if (typeof draft.fields !== 'object' || draft.fields === null) return null;
    const fields = Object.fromEntries(
      Object.entries(draft.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { kind, side: draft.side, fields };
  } catch {
    return null;
  }
}

export function writeLayoutDraft(draft: LayoutDraft): void {
  try {
    window.localStorage.setItem(LAYOUT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the draft lives only as long as the form; nothing else depends on it.
  }
}

export function removeLayoutDraft(): void {
  try {
    window.localStorage.removeItem(LAYOUT_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored where storage is unavailable.
  }
}
