import { z } from 'zod';
import { Vec3Schema } from './geometry';
import { nodeIdSchema } from './nodeId';

export const NOTE_DEFAULT_COLOR = '#8B0000';
export const NOTE_DEFAULT_BACKGROUND_OPACITY = 100;

/** A text note pinned in the design; dark red on an opaque background unless changed. */
export const NoteSchema = z.looseObject({
  id: nodeIdSchema('note'),
  position: Vec3Schema,
  text: z.string().default(''),
  color: z.string().default(NOTE_DEFAULT_COLOR),
  /** Percent, 0 (transparent) to 100. */
  background_opacity: z.number().min(0).max(100).default(NOTE_DEFAULT_BACKGROUND_OPACITY),
  selected: z.boolean().default(false),
  scale: z.number().finite().positive().default(1),
  /** Where the user dragged the label to, when it no longer sits at `position`. */
  position_override: Vec3Schema.nullable().default(null),
});

export type Note = z.infer<typeof NoteSchema>;
export type NoteInput = z.input<typeof NoteSchema>;
