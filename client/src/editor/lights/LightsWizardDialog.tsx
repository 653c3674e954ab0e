import {
  formatLength,
  lengthUnitLabel,
  type IslandWall,
  type LengthUnit,
  type PlacedModel,
  type PointLight,
  type Wall,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { Lamp, LampCeiling } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import { LightCommandError } from '../../doc/lightCommands/lightCommandError';
import { NO_RUNS_MESSAGE, placeWizardLights } from '../../doc/lightCommands/placeWizardLights';
import { lightsWizardPlacement } from '../../model/lights/lightsWizardPlacement';
import { LIGHTS_WIZARD_RULES } from '../../model/lights/lightsWizardRules';
import { wizardLightLevels, type WizardLevelName } from '../../model/lights/wizardLightLevels';
import { useLightsWizard } from '../../session/useLightsWizard';
import { useCollections } from '../catalogue/useCollections';
import { DialogCloseButton } from '../../app/DialogCloseButton';
import './lights.css';

export interface LightsWizardDialogProps {
  doc: Y.Doc;
  origin: unknown;
  walls: readonly Wall[];
  islandWalls: readonly IslandWall[];
  models: readonly PlacedModel[];
  lights: readonly PointLight[];
  unit: LengthUnit;
  /** The design's style (collection), whose light values the wizard uses. */
  designStyle: string | null;
}

const LEVELS: { name: WizardLevelName; title: string; where: string; Icon: typeof Lamp }[] = [
  { name: 'low', title: 'Low', where: 'under the wall cabinets, over the countertops', Icon: Lamp },
  { name: 'high', title: 'High', where: 'from the ceiling, over the cabinet runs', Icon: LampCeiling },
];

/**
 * The Lights Wizard popup (spec 002 §2, spec 001 §4, §9): Low or High, with the style's light
 * height and intensity, how many lights it will hang (and how many cast shadows), and Place, which
 * hangs them all as one undoable change that co-editors see at once. Opened from Tools and from the
 * render's Warning popup, whose render goes on after Place.
 */
export function LightsWizardDialog({
  doc,
  origin,
  walls,
  islandWalls,
  models,
  lights,
  unit,
  designStyle,
}: LightsWizardDialogProps) {
  const open = useLightsWizard((state) => state.open);
  const finish = useLightsWizard((state) => state.finish);
  const collections = useCollections();
  const [level, setLevel] = useState<WizardLevelName>('high');
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const levels = useMemo(
    () =>
      wizardLightLevels(
        collections.data ?? [],
        designStyle,
        models.map((model) => model.catalogStyleId),
      ),
    [collections.data, designStyle, models],
  );
  const planned = useMemo(
    () =>
      open
        ? lightsWizardPlacement({ walls, islands: islandWalls, models, lights, level: levels[level] })
        : [],
    [open, walls, islandWalls, models, lights, levels, level],
  );
  const styleName = collections.data?.find((style) => style.catalogStyleId === levels.styleId)?.name;
  const shadows = planned.filter((light) => light.shadow).length;
  const length = (meters: number) => `${formatLength(meters, unit)} ${lengthUnitLabel(unit)}`;

  const place = () => {
    try {
      placeWizardLights(doc, origin, levels[level]);
      setRefusal(null);
      finish(true);
    } catch (error) {
      if (!(error instanceof LightCommandError)) throw error;
      setRefusal(error.message);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setRefusal(null);
        finish(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog lights-wizard">
          <Dialog.Title>Lights Wizard</Dialog.Title>
          <Dialog.Description>
            Hang lights along your cabinet runs and walls, {length(LIGHTS_WIZARD_RULES.spacing)} apart and{' '}
            {length(LIGHTS_WIZARD_RULES.clearance)} out from the wall, and a row over each island, with the{' '}
            {styleName ? `${styleName} style’s` : 'standard'} light values.
          </Dialog.Description>
          <fieldset className="lights-wizard-levels">
            <legend>Lights</legend>
            {LEVELS.map(({ name, title, where, Icon }) => (
              <label key={name} className="lights-wizard-level" data-checked={level === name}>
                <input
                  type="radio"
                  name={`${id}-level`}
                  value={name}
                  checked={level === name}
                  onChange={() => setLevel(name)}
                />
                <Icon size={28} aria-hidden="true" />
                <span className="lights-wizard-level-text">
                  <span className="lights-wizard-level-title">{title}</span>
                  <span className="hint">
                    {where}: {length(levels[name].height)} high, intensity{' '}
                    {levels[name].intensity.toLocaleString()}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="hint" role="status">
            {planned.length === 0
              ? NO_RUNS_MESSAGE
              : `${planned.length} ${planned.length === 1 ? 'light' : 'lights'} will be placed` +
                (shadows > 0 ? `, ${shadows} casting shadows.` : '.') +
                (lights.length > 0 ? ' Lights already in the design stay.' : '')}
          </p>
          {refusal && (
            <p className="error" role="alert">
              {refusal}
            </p>
          )}
          <div className="dialog-buttons">
            <DialogCloseButton>Cancel</DialogCloseButton>
            <button type="button" className="button-primary" disabled={planned.length === 0} onClick={place}>
              Place
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
