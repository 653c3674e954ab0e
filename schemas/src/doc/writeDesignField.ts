import type * as Y from 'yjs';
import type { z } from 'zod';
import { DesignSchema, type Design, type DesignField } from '../document/design';
import { designMap } from './designMap';
import { setFieldIfChanged } from './setFieldIfChanged';

/**
 * Sets one design setting (validated, defaults filled) and returns it as stored; throws the schema's
 * error before writing when it does not parse. Writes nothing when the value is unchanged. Opens no
 * transaction: the caller's command does.
 */
export function writeDesignField<F extends DesignField>(
  doc: Y.Doc,
  field: F,
  value: z.input<(typeof DesignSchema.shape)[F]>,
): Design[F] {
  const parsed = DesignSchema.shape[field].parse(value) as Design[F];
  setFieldIfChanged(designMap(doc), field, parsed);
  return parsed;
}
