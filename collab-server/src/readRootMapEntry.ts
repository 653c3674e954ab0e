import * as Y from 'yjs';

type DecodedUpdate = ReturnType<typeof Y.decodeUpdate>;
type Struct = DecodedUpdate['structs'][number];

/** What `readRootMapEntry` answers when the updates alone cannot tell the entry. */
export const UNREADABLE_ENTRY: unique symbol = Symbol('unreadable entry');

/** Where an item lands once integrated, as Yjs decides it from the items it hangs off. */
type Place =
  | { root: string; key: string | null }
  /** In a nested type: never an entry of a top-level map. */
  | 'nested'
  /** Placed against a garbage-collected item: Yjs turns it into garbage too. */
  | 'garbage'
  /** Hangs off an item none of the updates holds: Yjs would keep it pending. */
  | 'untraceable';

/**
 * The value the top-level map `root` holds under `key` in the document that applying `updates` would
 * build, read from the decoded updates alone: undefined when it holds nothing there. Each item's place
 * is traced as Yjs places it on integration (its own parent if it names one, else its left neighbour's,
 * else its right one's; garbage next to garbage). Answers UNREADABLE_ENTRY, so that the caller builds
 * the document instead, whenever the bytes leave any doubt: an item that cannot be placed (it could be
 * such an entry), more than one live value for the key (concurrent writes, which Yjs settles only on
 * integration), or a value that is not one plain JSON-like value.
 */
export function readRootMapEntry(
  updates: readonly DecodedUpdate[],
  root: string,
  key: string,
): unknown | typeof UNREADABLE_ENTRY {
  const byClient = indexByClient(updates);
  const places = new Map<Y.Item, Place>();
  const find = (id: Y.ID): Struct | undefined => findStruct(byClient.get(id.client), id.clock);

  // Iterative, since an array or text can chain thousands of items each placed by its left neighbour.
  const placeOf = (start: Y.Item): Place => {
    const chain: Y.Item[] = [];
    let item = start;
    let place: Place;
    for (;;) {
      const known = places.get(item);
      if (known !== undefined) {
        place = known;
        break;
      }
      chain.push(item);
      const left = item.origin ? find(item.origin) : null;
      const right = item.rightOrigin ? find(item.rightOrigin) : null;
      if (left === undefined || right === undefined) {
        place = 'untraceable';
        break;
      }
      if (left instanceof Y.GC || right instanceof Y.GC) {
        place = 'garbage';
        break;
      }
      const parent = item.parent as unknown;
      if (typeof parent === 'string') {
        place = { root: parent, key: item.parentSub };
        break;
      }
      if (parent !== null) {
        place = 'nested';
        break;
      }
      const next = left instanceof Y.Item ? left : right instanceof Y.Item ? right : null;
      if (next === null) {
        place = 'untraceable';
        break;
      }
      item = next;
    }
    for (const traced of chain) places.set(traced, place);
    return place;
  };

  const live = new Map<string, Y.Item>();
  for (const { structs } of updates) {
    for (const struct of structs) {
      if (!(struct instanceof Y.Item)) continue;
      const place = placeOf(struct);
      if (place === 'untraceable') return UNREADABLE_ENTRY;
      if (typeof place === 'string' || place.root !== root || place.key !== key) continue;
      if (isDeleted(struct, updates)) continue;
      live.set(`${struct.id.client}:${struct.id.clock}`, struct);
    }
  }
  if (live.size === 0) return undefined;
  const [value] = [...live.values()];
  if (live.size > 1 || !(value!.content instanceof Y.ContentAny) || value!.length !== 1)
    return UNREADABLE_ENTRY;
  return value!.content.getContent()[0];
}

/**
 * Per client, structs covering every clock the updates hold, sorted, each reaching further than the one
 * before: updates may overlap (a client's step 2 repeats what the log had), and any struct holding a
 * clock tells the same item's place. Skips (gaps in a merged update) hold nothing.
 */
function indexByClient(updates: readonly DecodedUpdate[]): Map<number, Struct[]> {
  const all = new Map<number, Struct[]>();
  for (const { structs } of updates) {
    for (const struct of structs) {
      if (struct instanceof Y.Skip) continue;
      const list = all.get(struct.id.client);
      if (list) list.push(struct);
      else all.set(struct.id.client, [struct]);
    }
  }
  const index = new Map<number, Struct[]>();
  for (const [client, structs] of all) {
    if (updates.length > 1) structs.sort((a, b) => a.id.clock - b.id.clock);
    const covering: Struct[] = [];
    let reach = 0;
    for (const struct of structs) {
      const end = struct.id.clock + struct.length;
      if (end <= reach) continue;
      covering.push(struct);
      reach = end;
    }
    index.set(client, covering);
  }
  return index;
}

/**
 * The struct holding `clock`: the last one starting at or before it, since each reaches further than
 * the ones before it.
 */
function findStruct(structs: Struct[] | undefined, clock: number): Struct | undefined {
  if (!structs) return undefined;
  let low = 0;
  let high = structs.length - 1;
  let candidate: Struct | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const struct = structs[middle]!;
    if (struct.id.clock <= clock) {
      candidate = struct;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return candidate && clock < candidate.id.clock + candidate.length ? candidate : undefined;
}

/** Deleted in its own encoding, or by any of the updates' delete sets. */
function isDeleted(item: Y.Item, updates: readonly DecodedUpdate[]): boolean {
  if (item.content instanceof Y.ContentDeleted) return true;
  const { client, clock } = item.id;
  return updates.some(({ ds }) =>
    (ds.clients.get(client) ?? []).some((range) => range.clock <= clock && clock < range.clock + range.len),
  );
}
