import { CHECKPOINT_LABELS, writeDesignField, type Texture } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { DesignCommandError } from './designCommandError';
import { runDesignCommand } from './runDesignCommand';

/**
 * Chooses the floor's texture (spec 002 section 4): null is Default, which sets no flooring; a
 * texture is laid with its own repeat, unrotated and without overhang. One "Changed flooring"
 * command. A locked texture or one of another category is refused and nothing is written.
 */
export function chooseFlooring(doc: Y.Doc, origin: unknown, texture: Texture | null): void {
  if (texture?.locked === true)
    throw new DesignCommandError(`${texture.name || texture.id} is a premium texture.`);
  if (texture !== null && texture.category !== 'flooring') {
    throw new DesignCommandError(`${texture.name || texture.id} is not a flooring texture.`);
  }
  runDesignCommand(doc, origin, CHECKPOINT_LABELS.flooringChange, { action: 'flooringChange' }, () => {
    writeDesignField(
      doc,
      'flooring',
      texture === null
        ? null
        : { id: texture.id, repeat: texture.flooringRepeat, app: texture.app, render: texture.render },
    );
  });
}
