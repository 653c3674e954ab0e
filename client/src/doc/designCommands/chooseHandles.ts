import {
  CHECKPOINT_LABELS,
  NO_HANDLES,
  isChoosableHandle,
  writeDesignField,
  type CatalogHandle,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { DesignCommandError } from './designCommandError';
import { runDesignCommand } from './runDesignCommand';

/** What the Handles panel offers: None, Default (the style's own) or a catalogue handle. */
export type HandlesPick = { kind: 'none' } | { kind: 'default' } | { kind: 'handle'; handle: CatalogHandle };

/**
 * Sets the handles every cabinet without its own choice takes (spec 002 section 4): one "Changed
 * Handles" command. A locked handle, or one without a model to draw, is refused and nothing is written.
 */
export function chooseHandles(doc: Y.Doc, origin: unknown, pick: HandlesPick): void {
  if (pick.kind === 'handle') {
    if (pick.handle.locked)
      throw new DesignCommandError(`${pick.handle.name || pick.handle.id} is a premium handle.`);
    if (!isChoosableHandle(pick.handle)) {
      throw new DesignCommandError(`${pick.handle.name || pick.handle.id} has no model to draw.`);
    }
  }
  const choice = pick.kind === 'none' ? NO_HANDLES : pick.kind === 'default' ? null : pick.handle.id;
  runDesignCommand(doc, origin, CHECKPOINT_LABELS.handleEdit, { action: 'handleEdit' }, () => {
    writeDesignField(doc, 'handle', choice);
  });
}
