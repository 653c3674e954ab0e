import {
  CHECKPOINT_LABELS,
  FlooringSchema,
  readDesign,
  writeDesignField,
  type Overhang,
  type TextureRepeat,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { DesignCommandError } from './designCommandError';
import { runDesignCommand } from './runDesignCommand';

export interface FlooringEdit {
  repeat?: Partial<TextureRepeat>;
  /** Degrees, any finite number: stored wrapped into [0, 360). */
  rotation?: number;
  /** Meters, each side not negative. */
  overhang?: Partial<Overhang>;
}

/**
 * Changes how the chosen flooring is laid (repeat, rotation, mirror, overhang): one "Changed
 * flooring" command. Bad values (negative, not finite) are refused and nothing is written.
 */
export function editFlooring(doc: Y.Doc, origin: unknown, edit: FlooringEdit): void {
  const flooring = readDesign(doc).flooring;
  if (flooring === null) throw new DesignCommandError('Choose a flooring first.');
  const parsed = FlooringSchema.safeParse({
    ...flooring,
    repeat: { ...flooring.repeat, ...edit.repeat },
    rotation: edit.rotation ?? flooring.rotation,
    overhang: { ...flooring.overhang, ...edit.overhang },
  });
  if (!parsed.success) {
    throw new DesignCommandError('Flooring sizes and overhangs must be numbers that are not negative.');
  }
  runDesignCommand(doc, origin, CHECKPOINT_LABELS.flooringChange, { action: 'flooringChange' }, () => {
    writeDesignField(doc, 'flooring', parsed.data);
  });
}
