import type { FloorPoint, Wall } from '@kitchensync/schemas';
import { useCallback, useState } from 'react';
import type { SaveConnection } from '../../collab/connectToSave';
import { ModelCommandError } from '../../doc/modelCommands/modelCommandError';
import { placeModel } from '../../doc/modelCommands/placeModel';
import type { CataloguePick } from '../../model/catalogue/CataloguePick';
import { dropPointFor } from '../../model/placement/dropPointFor';
import { useSelection } from '../../session/useSelection';

/**
 * Places what the designer picked in a catalogue panel into the design (one undoable command) and
 * selects it: where it was dropped, or the room's middle for a click. A refusal is kept as a message
 * for the panel instead of changing anything.
 */
export function usePlacePick(connection: SaveConnection | null, walls: readonly Wall[]) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const place = useCallback(
    (pick: CataloguePick, at?: FloorPoint) => {
      if (connection === null) return;
      try {
        const id = placeModel(connection.doc, connection.localOrigin, {
          catalogModel: pick.model,
          catalogStyleId: pick.catalogStyleId,
          at: at ?? dropPointFor(walls),
        });
        setRefusal(null);
        useSelection.getState().select([id]);
      } catch (error) {
        if (!(error instanceof ModelCommandError)) throw error;
        setRefusal(error.message);
      }
    },
    [connection, walls],
  );
  return { place, refusal };
}
