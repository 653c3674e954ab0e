import ReactThreeTestRenderer from '@react-three/test-renderer';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BASE_24 } from './modelCommands/modelCommandFixtures';
import { placeModel } from './modelCommands/placeModel';
import { useIslandWalls } from './useIslandWalls';
import { usePlacedModels } from './usePlacedModels';
import { useWalls } from './useWalls';
import { addIslandWall } from './islandWallCommands';
import { addWall } from './wallCommands';

const ORIGIN = 'test';

/**
 * Renders a hook over `doc` and, once, writes to the document right after the first render read it
 * and before React subscribed: what a sync landing at that moment does. Answers the last result.
 */
async function renderWithLateWrite<T>(doc: Y.Doc, useHook: (doc: Y.Doc) => T, write: () => void) {
  let result: T | undefined;
  let written = false;
  function Probe() {
    result = useHook(doc);
    if (!written) {
      written = true;
      write();
    }
    return null;
  }
  await ReactThreeTestRenderer.create(<Probe />);
  return () => result;
}

describe('document hooks', () => {
  it('show walls written between the first render and the subscription', async () => {
    const doc = new Y.Doc();
    const walls = await renderWithLateWrite(doc, useWalls, () =>
      addWall(doc, ORIGIN, { x: 0, z: 0 }, { x: 3, z: 0 }, null),
    );
    expect(walls()).toHaveLength(1);
  });

  it('show placed models written between the first render and the subscription', async () => {
    const doc = new Y.Doc();
    const models = await renderWithLateWrite(doc, usePlacedModels, () =>
      placeModel(doc, ORIGIN, { catalogModel: BASE_24, at: { x: 0, z: 0 } }),
    );
    expect(models()).toHaveLength(1);
  });

  it('show island walls written between the first render and the subscription', async () => {
    const doc = new Y.Doc();
    const islandWalls = await renderWithLateWrite(doc, useIslandWalls, () =>
      addIslandWall(doc, ORIGIN, { x: 0, z: 0 }, { x: 2, z: 0 }),
    );
    expect(islandWalls()).toHaveLength(1);
  });
});
