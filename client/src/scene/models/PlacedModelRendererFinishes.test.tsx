import { NO_HANDLES } from '@kitchensync/schemas';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { describe, expect, it } from 'vitest';
import { placedModelFixture } from '../../model/modelParts/placedModelFixture';
import { measureSceneCost } from './measureSceneCost';
import { PlacedModelRenderer } from './PlacedModelRenderer';

const kitchen = Array.from({ length: 60 }, (_, i) =>
  placedModelFixture({
    id: `model_${i}`,
    modelType: 'base',
    modelSubcategory: ['regular', 'sink', 'drawer'][i % 3],
    countertop: true,
    position: { x: i * 0.8, y: 0, z: 0 },
  }),
);

async function costWith(props: { designHandle?: string | null; countertopColor?: number | null }) {
  const renderer = await ReactThreeTestRenderer.create(
    <PlacedModelRenderer models={kitchen} viewMode="perspective" {...props} />,
  );
  const cost = measureSceneCost(renderer.scene.instance);
  await renderer.unmount();
  return cost;
}

describe('PlacedModelRenderer with the design’s finishes', () => {
  it('keeps the draw calls and materials of 60 cabinets when a countertop is chosen, and drops the handles for None', async () => {
    const plain = await costWith({});
    const granite = await costWith({ countertopColor: 0x1d1e20 });
    const noHandles = await costWith({ countertopColor: 0x1d1e20, designHandle: NO_HANDLES });
    expect(granite.drawCalls).toBe(plain.drawCalls);
    expect(granite.materials).toBe(plain.materials);
    expect(granite.instances).toBe(plain.instances);
    expect(noHandles.drawCalls).toBeLessThanOrEqual(plain.drawCalls);
    expect(noHandles.instances).toBeLessThan(plain.instances);
  });
});
