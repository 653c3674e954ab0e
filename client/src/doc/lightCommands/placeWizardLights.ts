import { createId, readNodes, readWalls, writeNode, type PointLight } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { lightsWizardPlacement, type WizardLevel } from '../../model/lights/lightsWizardPlacement';
import { LightCommandError } from './lightCommandError';
import { lightRules } from './lightRules';

/** Why the wizard places nothing: nothing to hang lights along. */
export const NO_RUNS_MESSAGE =
  'Draw the room’s walls or an island first: the wizard hangs lights along them.';

/** The undo entry and checkpoint of the wizard's placement. */
export const LIGHTS_WIZARD_LABEL = 'Lights Wizard';

/**
 * The Lights Wizard's command: hangs lights along the room's runs at the chosen level
 * (`lightsWizardPlacement`), all in one labelled transaction, so one undo takes them all away and
 * co-editors see them arrive together. Refused, writing nothing, when the design has no shown wall or island.
 */
export function placeWizardLights(doc: Y.Doc, origin: unknown, level: WizardLevel): PointLight[] {
  lightRules.requireHeight(level.height);
  lightRules.requireIntensity(level.intensity);
  const planned = lightsWizardPlacement({
    walls: readWalls(doc),
    islands: readNodes(doc, 'islandWall'),
    models: readNodes(doc, 'model'),
    lights: readNodes(doc, 'pointLight'),
    level,
  });
  if (planned.length === 0) throw new LightCommandError('no_runs', NO_RUNS_MESSAGE);
  return runCommand(doc, origin, LIGHTS_WIZARD_LABEL, () =>
    planned.map((light) =>
      writeNode(doc, 'pointLight', {
        id: createId('pointLight'),
        x: light.x,
        y: light.height,
        z: light.z,
        intensity: light.intensity,
        shadow: light.shadow,
      }),
    ),
  );
}
