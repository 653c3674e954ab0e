import { DOCUMENT_MAPS } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { openPastDesign } from './openPastDesign';

/**
 * The top-level maps a restore brings back. `meta` is left out: it holds the schema version vector,
 * which only the server's migrations write, and the past state is migrated to the current schema
 * before it is compared, so the current vector stays true. Root types outside the document model
 * (nothing of ours writes them) are not part of the design and are left alone.
 */
const RESTORED_MAPS = DOCUMENT_MAPS.filter((name) => name !== 'meta');

/**
 * Makes the design in `doc` equal to the design in `pastState` (a whole-state Yjs update, as the
 * log's `readAt` gives it) by ordinary edits in one transaction: entries the past lacks are deleted,
 * entries that differ are set, missing ones are added, and nested maps, arrays and texts are edited
 * in place rather than replaced. So a restore is one new update on top of the history, never a
 * rewrite of it; it converges with edits made concurrently, keeps a coworker's concurrent change to
 * anything the restore did not need to touch, and writes nothing at all when the design already
 * equals the past one. Throws PastDesignUnreadableError, before touching `doc`, when the past state
 * cannot be migrated to this code's schema.
 */
export function restoreDesign(doc: Y.Doc, pastState: Uint8Array): void {
  const past = openPastDesign(pastState);
  try {
    doc.transact(() => {
      for (const name of RESTORED_MAPS) reconcileMap(doc.getMap(name), past.getMap(name));
    });
  } finally {
    past.destroy();
  }
}

function reconcileMap(target: Y.Map<unknown>, source: Y.Map<unknown>): void {
  for (const key of [...target.keys()]) {
    if (!source.has(key)) target.delete(key);
  }
  source.forEach((value, key) => {
    if (target.has(key) && reconcileInPlace(target.get(key), value)) return;
    target.set(key, copyOf(value));
  });
}

/**
 * Edits the part of an array that differs: the longest common head and tail are kept (nested types
 * among them are reconciled in place), the middle is replaced. Inserting and deleting in the middle
 * only, rather than rewriting the array, keeps concurrent insertions elsewhere where they were made.
 */
function reconcileArray(target: Y.Array<unknown>, source: Y.Array<unknown>): void {
  const current = target.toArray();
  const past = source.toArray();
  let head = 0;
  while (head < current.length && head < past.length && reconcileInPlace(current[head], past[head]))
    head += 1;
  let tail = 0;
  while (
    tail < current.length - head &&
    tail < past.length - head &&
    reconcileInPlace(current[current.length - 1 - tail], past[past.length - 1 - tail])
  ) {
    tail += 1;
  }
  const removed = current.length - head - tail;
  if (removed > 0) target.delete(head, removed);
  const added = past.slice(head, past.length - tail).map(copyOf);
  if (added.length > 0) target.insert(head, added);
}

/**
 * Plain text is edited between the common prefix and suffix, as a person typing would. Formatted
 * text or text with embeds (the document model has none) is replaced whole when it differs at all.
 */
function reconcileText(target: Y.Text, source: Y.Text): void {
  const currentDelta = target.toDelta() as DeltaOp[];
  const pastDelta = source.toDelta() as DeltaOp[];
  if (isPlainText(currentDelta) && isPlainText(pastDelta)) {
    editPlainText(target, target.toString(), source.toString());
    return;
  }
  if (
    currentDelta.length === pastDelta.length &&
    currentDelta.every((op, i) => sameDeltaOp(op, pastDelta[i]!))
  ) {
    return;
  }
  target.delete(0, target.length);
  target.applyDelta(pastDelta.map((op) => ({ ...op, insert: copyOf(op.insert) })));
}

interface DeltaOp {
  insert: unknown;
  attributes?: Record<string, unknown>;
}

function isPlainText(delta: readonly DeltaOp[]): boolean {
  return delta.every((op) => typeof op.insert === 'string' && op.attributes === undefined);
}

function sameDeltaOp(a: DeltaOp, b: DeltaOp): boolean {
  const sameInsert =
    a.insert instanceof Y.AbstractType || b.insert instanceof Y.AbstractType
      ? a.insert instanceof Y.AbstractType &&
        b.insert instanceof Y.AbstractType &&
        a.insert.constructor === b.insert.constructor &&
        samePlain(a.insert.toJSON(), b.insert.toJSON())
      : samePlain(a.insert, b.insert);
  return sameInsert && samePlain(a.attributes ?? {}, b.attributes ?? {});
}

function editPlainText(target: Y.Text, current: string, past: string): void {
  if (current === past) return;
  let head = 0;
  while (head < current.length && head < past.length && current[head] === past[head]) head += 1;
  // Yjs counts UTF-16 units; never split a surrogate pair, or one replica could hold half a character.
  if (head > 0 && isHighSurrogate(current.charCodeAt(head - 1))) head -= 1;
  let tail = 0;
  while (
    tail < current.length - head &&
    tail < past.length - head &&
    current[current.length - 1 - tail] === past[past.length - 1 - tail]
  ) {
    tail += 1;
  }
  if (tail > 0 && isLowSurrogate(current.charCodeAt(current.length - tail))) tail -= 1;
  const removed = current.length - head - tail;
  if (removed > 0) target.delete(head, removed);
  const added = past.slice(head, past.length - tail);
  if (added !== '') target.insert(head, added);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Makes `current` equal `past` without replacing it, when that is possible: a nested type of the same
 * kind is edited in place (so a coworker's concurrent edit inside it survives), an equal plain value
 * is left as it is. False, having changed nothing, when the caller must replace `current` instead.
 */
function reconcileInPlace(current: unknown, past: unknown): boolean {
  if (past instanceof Y.AbstractType) {
    if (!(current instanceof Y.AbstractType) || current.constructor !== past.constructor) return false;
    if (past instanceof Y.Map) reconcileMap(current as Y.Map<unknown>, past);
    else if (past instanceof Y.Array) reconcileArray(current as Y.Array<unknown>, past);
    else if (past.constructor === Y.Text) reconcileText(current as Y.Text, past as Y.Text);
    // Other kinds (XML) are not in the document model: kept when equal, otherwise replaced whole.
    else return samePlain(current.toJSON(), past.toJSON());
    return true;
  }
  if (current instanceof Y.AbstractType) return false;
  if (past instanceof Y.Doc || current instanceof Y.Doc) {
    return past instanceof Y.Doc && current instanceof Y.Doc && past.guid === current.guid;
  }
  return samePlain(current, past);
}

/**
 * What to store in the live document for a past value. A Yjs type or subdocument belongs to the past
 * document and cannot be inserted twice, so it is copied; plain values are copied too, because Yjs
 * keeps them by reference.
 */
function copyOf(value: unknown): unknown {
  if (value instanceof Y.AbstractType) return value.clone();
  if (value instanceof Y.Doc) return new Y.Doc({ guid: value.guid, meta: value.meta });
  return structuredClone(value);
}

/**
 * Deep equality of the plain values Yjs stores (JSON-like data and bytes), with JSON's view of
 * undefined members; primitives compare with Object.is, as `sameJson` in schemas does.
 */
function samePlain(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    return (
      a instanceof Uint8Array &&
      b instanceof Uint8Array &&
      a.length === b.length &&
      a.every((byte, index) => byte === b[index])
    );
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => samePlain(item, b[index]))
    );
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
  const bKeys = Object.keys(bRecord).filter((key) => bRecord[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => Object.hasOwn(bRecord, key) && samePlain(aRecord[key], bRecord[key]))
  );
}
