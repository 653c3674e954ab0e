import type { ZodType } from 'zod';
import { nodeIdSchema } from '../document/nodeId';
import type { NodeKind } from '../ids';
import { isJsonObject } from './isJsonObject';
import {
  SAVE_FILE_NODE_MEMBERS,
  SAVE_FILE_NODE_MEMBER_NAMES,
  type SaveFileNodeMember,
} from './saveFileNodeMembers';

/** A field that names other nodes by id: in each node of a node member, or in a single-object member. */
interface NodeReference {
  holder: SaveFileNodeMember | 'backsplash';
  field: string;
  target: NodeKind;
}

/**
 * Every id reference the save-file schemas hold. Soffits name the models they were built over in
 * `gltfIds`.
 */
const NODE_REFERENCES: readonly NodeReference[] = [
  { holder: 'walls', field: 'connected', target: 'wall' },
  { holder: 'openings', field: 'wall_id', target: 'wall' },
  { holder: 'soffit', field: 'wallId', target: 'wall' },
  { holder: 'soffit', field: 'gltfIds', target: 'model' },
  { holder: 'backsplash', field: 'walls', target: 'wall' },
];

const idSchemas = new Map<NodeKind, ZodType>();

/** Shares the schemas' own rule, so what is kept here is exactly what validation accepts. */
function isKindId(kind: NodeKind, id: string): boolean {
  let schema = idSchemas.get(kind);
  if (schema === undefined) {
    schema = nodeIdSchema(kind);
    idSchemas.set(kind, schema);
  }
  return schema.safeParse(id).success;
}

/** Older files used numeric ids too; a number and its decimal string name the same node. */
function idKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function freshId(kind: NodeKind, oldId: string, taken: ReadonlySet<string>): string {
  const prefix = `${kind}_`;
  const unprefixed = oldId.startsWith(prefix) ? oldId.slice(prefix.length) : oldId;
  const base = `${prefix}${unprefixed.replace(/[^A-Za-z0-9_-]/g, '-') || 'node'}`;
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
  return id;
}

function referencedIds(data: Record<string, unknown>, kind: NodeKind): string[] {
  const ids: string[] = [];
  for (const { holder, field, target } of NODE_REFERENCES) {
    if (target !== kind) continue;
    const holders = data[holder];
    for (const node of Array.isArray(holders) ? holders : [holders]) {
      if (!isJsonObject(node)) continue;
      const value = node[field];
      for (const id of Array.isArray(value) ? value : [value]) {
        const key = idKey(id);
        if (key !== undefined) ids.push(key);
      }
    }
  }
  return ids;
}

/**
 * Gives the nodes of one kind ids of that kind, keeping every id that already is one. Returns the
 * renamed nodes and, per old id, the id references to it must now use; a duplicated id keeps naming
 * its first node. New ids avoid every id in use and every id referred to, so a reference to a node
 * that no longer exists does not come to name another one.
 */
function renameNodes(
  nodes: readonly unknown[],
  kind: NodeKind,
  references: readonly string[],
): { nodes: unknown[]; renames: Map<string, string> } {
  const renames = new Map<string, string>();
  const kept = nodes.map((node) => {
    const key = isJsonObject(node) ? idKey(node.id) : undefined;
    if (key === undefined || !isKindId(kind, key) || renames.has(key)) return false;
    renames.set(key, key);
    return true;
  });
  const taken = new Set([...renames.keys(), ...references]);
  const renamed = nodes.map((node, index) => {
    if (kept[index] === true || !isJsonObject(node)) return node;
    const key = idKey(node.id);
    // A node without a usable id cannot be referred to; validation refuses it.
    if (key === undefined) return node;
    const id = freshId(kind, key, taken);
    taken.add(id);
    if (!renames.has(key)) renames.set(key, id);
    return { ...node, id };
  });
  return { nodes: renamed, renames };
}

function rewriteReference(value: unknown, renames: ReadonlyMap<string, string> | undefined): unknown {
  if (Array.isArray(value)) return value.map((id: unknown) => rewriteReference(id, renames));
  const key = idKey(value);
  return (key === undefined ? undefined : renames?.get(key)) ?? value;
}

function rewriteHolder(
  node: unknown,
  field: string,
  renames: ReadonlyMap<string, string> | undefined,
): unknown {
  if (!isJsonObject(node) || !Object.hasOwn(node, field)) return node;
  return { ...node, [field]: rewriteReference(node[field], renames) };
}

/**
 * Version 2 requires ids prefixed with their kind (`wall_…`); files from older versions of the
 * product carry bare ids. Every node id becomes one of its kind, made unique, and every reference
 * follows it. A file whose ids already are version-2 ids comes back equal. References to nodes that
 * do not exist are left as they are.
 */
export function normaliseNodeIds(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  const renames = new Map<NodeKind, Map<string, string>>();
  for (const member of SAVE_FILE_NODE_MEMBER_NAMES) {
    const nodes = data[member];
    if (!Array.isArray(nodes)) continue;
    const kind = SAVE_FILE_NODE_MEMBERS[member];
    const renamed = renameNodes(nodes, kind, referencedIds(data, kind));
    out[member] = renamed.nodes;
    renames.set(kind, renamed.renames);
  }
  for (const { holder, field, target } of NODE_REFERENCES) {
    const holders = out[holder];
    if (holders === undefined) continue;
    const targetRenames = renames.get(target);
    out[holder] = Array.isArray(holders)
      ? holders.map((node: unknown) => rewriteHolder(node, field, targetRenames))
      : rewriteHolder(holders, field, targetRenames);
  }
  return out;
}
