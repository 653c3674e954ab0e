import type { FloorPoint } from '@kitchensync/schemas';
import { NoteCommandError } from './noteCommandError';

/** A note is a label, not a document: a longer text would cover the plan it annotates. */
export const NOTE_TEXT_MAX_LENGTH = 1000;

/** The colour picker's form; other CSS colours in imported saves still render, but edits write this. */
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The checks every note command makes before it writes: a refused edit writes nothing. */
export const noteRules = {
  requirePoint(point: FloorPoint): void {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.z)) {
      throw new NoteCommandError('invalid_position', 'A note must be placed on the floor plan.');
    }
  },

  requireText(text: string): void {
    if (text.length > NOTE_TEXT_MAX_LENGTH) {
      throw new NoteCommandError(
        'text_too_long',
        `A note holds at most ${NOTE_TEXT_MAX_LENGTH} characters; this one has ${text.length}.`,
      );
    }
  },

  requireColor(color: string): void {
    if (!HEX_COLOR.test(color)) {
      throw new NoteCommandError('invalid_color', `"${color}" is not a colour like #8b0000.`);
    }
  },

  requireOpacity(opacity: number): void {
    if (!Number.isFinite(opacity) || opacity < 0 || opacity > 100) {
      throw new NoteCommandError('invalid_opacity', 'Background opacity is a percentage from 0 to 100.');
    }
  },

  requireScale(scale: number): void {
    if (!Number.isFinite(scale) || scale <= 0) {
      throw new NoteCommandError('invalid_scale', 'A note’s size must be greater than zero.');
    }
  },
};
