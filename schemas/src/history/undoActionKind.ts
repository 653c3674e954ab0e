import { z } from 'zod';

/** The undo-history entry kinds the specs name (spec 000 section 3, 001 section 4, 002 section 3). */
export const UNDO_ACTION_KINDS = [
  'countertopChange',
  'flooringChange',
  'handleEdit',
  'crownMoldingEdit',
  'cabinetsAdd',
  'cabinetAdd',
  'soffitEdit',
  'wallCabinetsWizard',
] as const;

export const UndoActionKindSchema = z.enum(UNDO_ACTION_KINDS);
export type UndoActionKind = z.infer<typeof UndoActionKindSchema>;
