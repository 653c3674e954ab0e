import {
  CHECKPOINT_LABELS,
  TextureRepeatSchema,
  readDesign,
  writeDesignField,
  type TextureRepeat,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { DesignCommandError } from './designCommandError';
import { runDesignCommand } from './runDesignCommand';

/**
 * Changes how the chosen countertop's pattern repeats (the Options section): one "Changed
 * Countertop" command whose entry keeps the same id. Sizes must be finite and not negative;
 * without a chosen countertop, or with a bad size, nothing is written.
 */
export function setCountertopRepeat(doc: Y.Doc, origin: unknown, repeat: Partial<TextureRepeat>): void {
  const countertop = readDesign(doc).countertop;
  if (countertop === null) throw new DesignCommandError('Choose a countertop first.');
  const parsed = TextureRepeatSchema.safeParse({ ...countertop.repeat, ...repeat });
  if (!parsed.success) throw new DesignCommandError('Pattern sizes must be numbers that are not negative.');
  const entry = { action: 'countertopChange', oldId: countertop.id, newId: countertop.id } as const;
  runDesignCommand(doc, origin, CHECKPOINT_LABELS.countertopChange, entry, () => {
    writeDesignField(doc, 'countertop', { ...countertop, repeat: parsed.data });
  });
}
