import { DOCUMENT_DESIGN_FIELDS } from '../doc/documentDesignFields';
import { NODE_KIND_NAMES, NODE_KINDS } from '../doc/nodeKinds';
import { DESIGN_FIELDS, type DesignField } from '../document/design';
import { isRecord } from './isRecord';
import { migrateFields } from './migrateFields';

function isDocumentField(field: DesignField): boolean {
  return (DOCUMENT_DESIGN_FIELDS as readonly DesignField[]).includes(field);
}

/**
 * Save-file contents (`data` of a `.msmv` file, not yet validated) with every migration step applied
 * to every node and to the design settings. A save file carries no version vector, so every step
 * runs; steps are idempotent, which makes that safe for content that already had them. Run it before
 * validating: several steps repair values the schemas would refuse. Members that are not what they
 * should be are left for validation to refuse; the input is not mutated.
 */
export function migrateSaveFileContents(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const kind of NODE_KIND_NAMES) {
    const member = NODE_KINDS[kind].saveFileMember;
    const nodes = raw[member];
    if (!Array.isArray(nodes)) continue;
    out[member] = nodes.map((node: unknown) => {
      if (!isRecord(node)) return node;
      const { id, ...fields } = node;
      const migrated = migrateFields(kind, fields);
      return id === undefined ? migrated : { id, ...migrated };
    });
  }
  const document = isRecord(raw.document) ? { ...raw.document } : null;
  const holderOf = (field: DesignField) => (isDocumentField(field) ? document : out);
  const design: Record<string, unknown> = {};
  for (const field of DESIGN_FIELDS) {
    const value = holderOf(field)?.[field];
    if (value !== undefined) design[field] = value;
  }
  const migrated = migrateFields('design', design);
  for (const field of DESIGN_FIELDS) {
    const holder = holderOf(field);
    if (holder === null || migrated[field] === design[field]) continue;
    if (migrated[field] === undefined) delete holder[field];
    else holder[field] = migrated[field];
  }
  if (document !== null) out.document = document;
  return out;
}
