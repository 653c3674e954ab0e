import { updateNode, type OpeningScenery, type PlacedOpening } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { OpeningCommandError } from './openingCommandError';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';
import { requireOpeningOnWall } from './requireOpeningOnWall';

/**
 * The Scenery choice (spec 001 sections 2 and 4): one of the views the catalogue opening offers, or
 * None (null). One transaction, its own undo step; choosing what is already shown writes nothing.
 * `offered` is the catalogue opening's sceneries; a view it does not offer refuses.
 */
export function setOpeningScenery(
  doc: Y.Doc,
  origin: unknown,
  id: string,
  scenery: OpeningScenery | null,
  offered: readonly OpeningScenery[],
): PlacedOpening {
  if (scenery !== null && !offered.some((view) => view.name === scenery.name && view.url === scenery.url)) {
    throw new OpeningCommandError(
      'unknown_scenery',
      `This opening offers no scenery called ${scenery.name}.`,
    );
  }
  const { opening } = requireOpeningOnWall(doc, id);
  const fields = { scenery: scenery?.name ?? null, scenery_url: scenery?.url ?? null };
  if (opening.scenery === fields.scenery && opening.scenery_url === fields.scenery_url) return opening;
  return runCommand(
    doc,
    origin,
    OPENING_COMMAND_LABELS.setOpeningScenery,
    () => updateNode(doc, 'opening', id, fields) ?? opening,
  );
}
