import {
  CHECKPOINT_LABELS,
  readDesign,
  writeDesignField,
  type CatalogCountertop,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { countertopAfterClick } from '../../model/finishes/countertopAfterClick';
import { DesignCommandError } from './designCommandError';
import { runDesignCommand } from './runDesignCommand';

/**
 * A click on a countertop of the list (spec 000 section 4): the chosen one is cleared, another
 * replaces it with the catalogue's pattern and material, as one command "Changed Countertop" with
 * the countertopChange entry. A locked countertop is refused and nothing is written. Returns the
 * countertop id now chosen.
 */
export function clickCountertop(doc: Y.Doc, origin: unknown, clicked: CatalogCountertop): string | null {
  if (clicked.locked) throw new DesignCommandError(`${clicked.name || clicked.id} is a premium countertop.`);
  const oldId = readDesign(doc).countertop?.id ?? null;
  const newId = countertopAfterClick(oldId, clicked.id);
  runDesignCommand(
    doc,
    origin,
    CHECKPOINT_LABELS.countertopChange,
    { action: 'countertopChange', oldId, newId },
    () => {
      writeDesignField(
        doc,
        'countertop',
        newId === null
          ? null
          : {
              id: clicked.id,
              repeat: clicked.countertopRepeat,
              useAppPropertiesOnRender: clicked.useAppPropertiesOnRender,
              app: clicked.app,
              render: clicked.render,
            },
      );
    },
  );
  return newId;
}
