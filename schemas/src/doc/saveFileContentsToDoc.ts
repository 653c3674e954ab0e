import * as Y from 'yjs';
import { DesignSchema, DESIGN_FIELDS } from '../document/design';
import {
  SaveFileContentsSchema,
  type SaveFileContents,
  type SaveFileContentsInput,
} from '../document/saveFileContents';
import type { NodeKind } from '../ids';
import { currentSchemaVersions } from '../migrations/currentSchemaVersions';
import { migrateSaveFileContents } from '../migrations/migrateSaveFileContents';
import { SCHEMA_VERSIONS_KEY } from '../migrations/schemaVersions';
import { designMap } from './designMap';
import { DOCUMENT_MAPS } from './documentLayout';
import { extrasMap } from './extrasMap';
import { NODE_KIND_NAMES, NODE_KINDS } from './nodeKinds';
import { nodesMap } from './nodesMap';
import { replaceMapFields } from './replaceMapFields';
import { SAVE_FILE_CONTENTS_ORIGIN } from './saveFileContentsOrigin';
import { setFieldIfChanged } from './setFieldIfChanged';

const KNOWN_MEMBERS = new Set(Object.keys(SaveFileContentsSchema.shape));

type NodeRecord = { id: string } & Record<string, unknown>;

function nodesOf(contents: SaveFileContents, kind: NodeKind): NodeRecord[] {
  const nodes = contents[NODE_KINDS[kind].saveFileMember] as NodeRecord[];
  const seen = new Set<string>();
  for (const { id } of nodes) {
    // A Y.Map keeps one node per id, so a duplicate would silently lose a node of the design.
    if (seen.has(id)) throw new Error(`The save file holds two ${kind} nodes with id ${id}`);
    seen.add(id);
  }
  return nodes;
}

/**
 * Loads a design from save-file contents into an empty Y.Doc (a new one unless given) and returns
 * it: every migration step applied, then validated (the schema's error is thrown and nothing written
 * when it does not parse), then every node, design setting and unknown member written in ONE
 * transaction with `SAVE_FILE_CONTENTS_ORIGIN`, with the current schema version vector.
 *
 * `document.style` and `document.handle` become the design's `style` and `handle`, which the
 * document owns from then on; an empty handle there means Default, which the design spells null.
 * Top-level members this version does not know go to the `extras` map. Node order is not kept: the
 * document lists nodes by id.
 */
export function saveFileContentsToDoc(input: SaveFileContentsInput, doc: Y.Doc = new Y.Doc()): Y.Doc {
  if (DOCUMENT_MAPS.some((name) => doc.getMap(name).size > 0)) {
    throw new Error('saveFileContentsToDoc loads into an empty document only');
  }
  const contents = SaveFileContentsSchema.parse(migrateSaveFileContents(input));
  const nodes = NODE_KIND_NAMES.map((kind) => [kind, nodesOf(contents, kind)] as const);
  const design = DesignSchema.parse({
    ...contents,
    style: contents.document.style,
    handle: contents.document.handle === '' ? null : contents.document.handle,
  });
  doc.transact(() => {
    for (const [kind, kindNodes] of nodes) {
      const map = nodesMap(doc, kind);
      for (const { id, ...fields } of kindNodes) {
        const node = new Y.Map<unknown>();
        map.set(id, node);
        replaceMapFields(node, fields);
      }
    }
    const designEntries = designMap(doc);
    for (const field of DESIGN_FIELDS) setFieldIfChanged(designEntries, field, design[field]);
    const extras = extrasMap(doc);
    for (const [member, value] of Object.entries(contents)) {
      if (!KNOWN_MEMBERS.has(member)) setFieldIfChanged(extras, member, value);
    }
    doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, currentSchemaVersions());
  }, SAVE_FILE_CONTENTS_ORIGIN);
  return doc;
}
