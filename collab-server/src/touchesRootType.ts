import * as Y from 'yjs';

type Decoded = ReturnType<typeof Y.decodeUpdate>['structs'][number];

/**
 * Whether applying the update would insert into or delete from the document's top-level type `name`,
 * at any depth. Read from the decoded update and the document's own items, without applying anything,
 * so it can run before the append. Answers true, conservatively, for an item whose place cannot be
 * traced (it hangs off items neither the document nor the update has): Yjs would keep it pending and
 * could integrate it into `name` later. A caller that has already decoded the update passes `decoded`.
 */
export function touchesRootType(
  doc: Y.Doc,
  update: Uint8Array,
  name: string,
  decoded: ReturnType<typeof Y.decodeUpdate> = Y.decodeUpdate(update),
): boolean {
  const { structs, ds } = decoded;
  const byClient = new Map<number, Decoded[]>();
  for (const struct of structs) {
    const list = byClient.get(struct.id.client) ?? [];
    list.push(struct);
    byClient.set(struct.id.client, list);
  }
  const memo = new Map<Decoded, string | null>();

  const rootOfId = (id: Y.ID, depth: number): string | null => {
    const inUpdate = findDecoded(byClient, id);
    if (inUpdate) return rootOfDecoded(inUpdate, depth + 1);
    const known = findKnown(doc, id);
    if (known === undefined) return null;
    // An item Yjs garbage-collected: anything placed against it becomes garbage too.
    if (!(known instanceof Y.Item)) return '';
    return rootOfKnown(known);
  };

  const rootOfDecoded = (struct: Decoded, depth: number): string | null => {
    if (!(struct instanceof Y.Item)) return '';
    if (depth > 10_000) return null;
    const memoized = memo.get(struct);
    if (memoized !== undefined) return memoized;
    let root: string | null;
    const parent = struct.parent as unknown;
    if (typeof parent === 'string') root = parent;
    else if (parent instanceof Object && 'client' in parent) root = rootOfId(parent as Y.ID, depth);
    else if (struct.origin) root = rootOfId(struct.origin, depth);
    else if (struct.rightOrigin) root = rootOfId(struct.rightOrigin, depth);
    else root = null;
    memo.set(struct, root);
    return root;
  };

  for (const struct of structs) {
    const root = rootOfDecoded(struct, 0);
    if (root === null || root === name) return true;
  }
  for (const [client, ranges] of ds.clients) {
    for (const range of ranges) {
      if (deletesFrom(doc, byClient, client, range.clock, range.clock + range.len, name, rootOfDecoded)) {
        return true;
      }
    }
  }
  return false;
}

function deletesFrom(
  doc: Y.Doc,
  byClient: Map<number, Decoded[]>,
  client: number,
  start: number,
  end: number,
  name: string,
  rootOfDecoded: (struct: Decoded, depth: number) => string | null,
): boolean {
  const known = doc.store.clients.get(client) ?? [];
  const last = known.at(-1);
  if (last && start < last.id.clock + last.length) {
    for (let i = Y.findIndexSS(known, start); i < known.length && known[i]!.id.clock < end; i += 1) {
      const struct = known[i]!;
      if (struct instanceof Y.Item && !struct.deleted && rootOfKnown(struct) === name) return true;
    }
  }
  for (const struct of byClient.get(client) ?? []) {
    if (
      struct.id.clock < end &&
      start < struct.id.clock + struct.length &&
      rootOfDecoded(struct, 0) === name
    ) {
      return true;
    }
  }
  return false;
}

function findDecoded(byClient: Map<number, Decoded[]>, id: Y.ID): Decoded | undefined {
  const structs = byClient.get(id.client) ?? [];
  let low = 0;
  let high = structs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const struct = structs[middle]!;
    if (id.clock < struct.id.clock) high = middle - 1;
    else if (id.clock >= struct.id.clock + struct.length) low = middle + 1;
    else return struct;
  }
  return undefined;
}

function findKnown(doc: Y.Doc, id: Y.ID): Y.Item | Y.GC | undefined {
  const structs = doc.store.clients.get(id.client);
  const last = structs?.at(-1);
  if (!structs || !last || id.clock >= last.id.clock + last.length) return undefined;
  return structs[Y.findIndexSS(structs, id.clock)];
}

function rootOfKnown(item: Y.Item): string {
  let type = item.parent as Y.AbstractType<unknown>;
  while (type._item) type = type._item.parent as Y.AbstractType<unknown>;
  return Y.findRootTypeKey(type);
}
