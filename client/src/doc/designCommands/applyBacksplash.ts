import { readWalls, writeDesignField, type BacksplashSize, type Texture } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { DesignCommandError } from './designCommandError';

/** The checkpoint and undo label of the backsplash wizard's change. */
export const BACKSPLASH_WIZARD_LABEL = 'Backsplash Wizard';

export interface BacksplashChoice {
  walls: readonly string[];
  /** A backsplash texture, or null for None. */
  texture: Texture | null;
  size: BacksplashSize;
  /** Meters, for the Custom size. */
  height: number;
}

/**
 * The backsplash wizard's command (spec 002 §5): writes the design's backsplash, its walls, texture
 * and size, as one labelled transaction, so one undo takes it away and co-editors see it at once.
 * Refused, writing nothing, for a wall the design does not have, a texture that is locked or not a
 * backsplash texture, or a custom height that is not a length (zero stays allowed: it falls back
 * to 4.25 inches).
 */
export function applyBacksplash(doc: Y.Doc, origin: unknown, choice: BacksplashChoice): void {
  const known = new Set(readWalls(doc).map((wall) => wall.id));
  const unknown = choice.walls.find((id) => !known.has(id));
  if (unknown !== undefined) throw new DesignCommandError(`The design has no wall ${unknown}.`);
  const { texture } = choice;
  if (texture?.locked === true)
    throw new DesignCommandError(`${texture.name || texture.id} is a premium texture.`);
  if (texture !== null && texture.category !== 'backsplash')
    throw new DesignCommandError(`${texture.name || texture.id} is not a backsplash texture.`);
  if (!Number.isFinite(choice.height) || choice.height < 0)
    throw new DesignCommandError('Enter the backsplash height as a length of zero or more.');
  runCommand(doc, origin, BACKSPLASH_WIZARD_LABEL, () => {
    writeDesignField(doc, 'backsplash', {
      walls: [...new Set(choice.walls)],
      textureId: texture?.id ?? null,
      size: choice.size,
      height: choice.height,
    });
  });
}
