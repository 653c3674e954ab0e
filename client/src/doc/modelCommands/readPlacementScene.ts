import { readNodes, readWalls } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { placementSceneOf } from '../../model/placement/placementSceneOf';
import type { PlacementScene } from '../../model/placement/placementScene';

/** The walls, island walls, openings and models of the document a placement happens among, minus `excluded`. */
export function readPlacementScene(doc: Y.Doc, excluded: Iterable<string>): PlacementScene {
  return placementSceneOf(
    {
      walls: readWalls(doc),
      islandWalls: readNodes(doc, 'islandWall'),
      models: readNodes(doc, 'model'),
      openings: readNodes(doc, 'opening'),
    },
    new Set(excluded),
  );
}
