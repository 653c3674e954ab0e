import type * as Y from 'yjs';
import { SaveDocumentSchema, type SaveDocumentInput } from '../document/saveDocument';
import { QuoteSchema } from '../document/quote';
import { SaveFileContentsSchema, type SaveFileContents } from '../document/saveFileContents';
import { extrasMap } from './extrasMap';
import { NODE_KIND_NAMES, NODE_KINDS } from './nodeKinds';
import { readDesign } from './readDesign';
import { readNodes } from './readNodes';
import { sameJson } from './sameJson';

const KNOWN_MEMBERS = new Set(Object.keys(SaveFileContentsSchema.shape));
const UNTOUCHED_QUOTE = QuoteSchema.parse({});

/**
 * The design in a Y.Doc as save-file contents, for export and for the api's copy of a save. The
 * save's own `document` record lives in the api, so it is passed in; its `style` and `handle` are
 * taken from the design, which collaborators edit live. Nodes come in id order; nodes that do not
 * parse are left out, as every reader of the document leaves them out. Members kept in `extras` come
 * back, but never in place of a member this version knows. The quote (KitchenSync's own member) is
 * written only once somebody filled it in, so an untouched design exports as the spec's members.
 */
export function docToSaveFileContents(doc: Y.Doc, saveDocument: SaveDocumentInput): SaveFileContents {
  const { style, handle, quote, ...designMembers } = readDesign(doc);
  const extras = Object.fromEntries(
    Object.entries(extrasMap(doc).toJSON())
      .filter(([member, value]) => !KNOWN_MEMBERS.has(member) && value !== undefined)
      .map(([member, value]) => [member, structuredClone(value)]),
  );
  const nodes = Object.fromEntries(
    NODE_KIND_NAMES.map((kind) => [NODE_KINDS[kind].saveFileMember, readNodes(doc, kind)]),
  );
  return {
    ...extras,
    document: SaveDocumentSchema.parse({ ...saveDocument, style, handle }),
    ...designMembers,
    ...(sameJson(quote, UNTOUCHED_QUOTE) ? {} : { quote }),
    ...nodes,
  } as SaveFileContents;
}
