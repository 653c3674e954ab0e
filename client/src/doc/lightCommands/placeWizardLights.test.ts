import { inches, MAX_SHADOW_LIGHTS, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { editorReplica } from '../testing/editorReplica';
import { transactionsOf } from '../testing/transactionsOf';
import { addWall } from '../wallCommands';
import { addLight } from './addLight';
import { LightCommandError } from './lightCommandError';
import { LIGHTS_WIZARD_LABEL, placeWizardLights } from './placeWizardLights';

const LOW = { intensity: 0.8, height: inches(54) };

describe('the Lights Wizard command', () => {
  it('hangs all its lights in one labelled transaction, undone as one step', () => {
    const { doc, origin, history } = editorReplica();
    addWall(doc, origin, { x: 0, z: 0 }, { x: inches(144), z: 0 }, null);
    addWall(doc, origin, { x: inches(144), z: 0 }, { x: inches(144), z: inches(120) }, null);
    let placed: { id: string }[] = [];
    expect(
      transactionsOf(doc, () => {
        placed = placeWizardLights(doc, origin, LOW);
      }),
    ).toEqual([{ origin, label: LIGHTS_WIZARD_LABEL }]);
    expect(placed.length).toBeGreaterThan(4);
    const lights = readNodes(doc, 'pointLight');
    expect(lights.map((light) => light.id).sort()).toEqual(placed.map((light) => light.id).sort());
    for (const light of lights) {
      expect(light.y).toBeCloseTo(inches(54), 9);
      expect(light.intensity).toBe(0.8);
    }
    history.undo();
    expect(readNodes(doc, 'pointLight')).toEqual([]);
  });

  it('keeps the design within the shadow-light cap, counting lights already there', () => {
    const { doc, origin } = editorReplica();
    addWall(doc, origin, { x: 0, z: 0 }, { x: 20, z: 0 }, null);
    for (let index = 0; index < MAX_SHADOW_LIGHTS - 3; index += 1)
      addLight(doc, origin, { x: -5 - index, z: -5 }, { shadow: true });
    placeWizardLights(doc, origin, LOW);
    expect(readNodes(doc, 'pointLight').filter((light) => light.shadow)).toHaveLength(MAX_SHADOW_LIGHTS);
  });

  it('refuses a design without walls, and a level that cannot be, writing nothing', () => {
    const { doc, origin } = editorReplica();
    expect(() => placeWizardLights(doc, origin, LOW)).toThrow(LightCommandError);
    addWall(doc, origin, { x: 0, z: 0 }, { x: 3, z: 0 }, null);
    expect(() => placeWizardLights(doc, origin, { intensity: -1, height: 2 })).toThrow(LightCommandError);
    expect(readNodes(doc, 'pointLight')).toEqual([]);
  });
});
