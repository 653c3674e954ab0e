import {
  BACKSPLASH_DEFAULT_CUSTOM_HEIGHT,
  formatLength,
  lengthUnitLabel,
  parseLength,
  type BacksplashSize,
  type LengthUnit,
  type PlacedModel,
  type Texture,
  type Wall,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { applyBacksplash } from '../../doc/designCommands/applyBacksplash';
import { DesignCommandError } from '../../doc/designCommands/designCommandError';
import { autoBacksplashWalls } from '../../model/backsplash/autoBacksplashWalls';
import { useBacksplashWizard } from '../../session/useBacksplashWizard';
import { FinishItemButton } from '../finishes/FinishItemButton';
import { FinishSwatch } from '../finishes/FinishSwatch';
import { useBacksplashTextures } from '../finishes/useBacksplashTextures';
import { DialogCloseButton } from '../../app/DialogCloseButton';
import '../finishes/finishes.css';
import './backsplash.css';

export interface BacksplashWizardDialogProps {
  doc: Y.Doc;
  origin: unknown;
  walls: readonly Wall[];
  models: readonly PlacedModel[];
  unit: LengthUnit;
}

type Step = 'walls' | 'pick' | 'style' | 'size' | 'applying';

/** How long the wizard shows its spinner before it closes (spec 002 §5: "about 500 ms"). */
const APPLYING_MS = 500;

const SIZES: { size: BacksplashSize; title: string; hint: string }[] = [
  { size: 'small', title: 'Small', hint: '4" above the countertop' },
  { size: 'big', title: 'Big', hint: 'fills between base and wall cabinets' },
  { size: 'custom', title: 'Custom', hint: 'a height you enter' },
  { size: 'fill', title: 'Fill empty wall space', hint: 'up to the wall cabinets or the ceiling' },
];

const wallTitle = (wall: Wall, index: number) => wall.name.trim() || `Wall ${index + 1}`;

/**
 * The Backsplash wizard popup (spec 002 §5): Which Walls (All, Auto — the walls with countertops —
 * or Custom, a wall-pick mode: the plan shows, a click on a wall picks or unpicks it, highlighted,
 * and the popup, stepped aside, lists the walls to tick too, with Confirm and Discard), then the style (None or a
 * backsplash texture, shown with its swatch), then the size (Small, Big, Custom with a height,
 * Fill empty wall space); the choice is written as one undoable change, a spinner shows for about
 * half a second and the popup closes. Discard clears the picked walls; Confirm with none closes it.
 */
export function BacksplashWizardDialog(props: BacksplashWizardDialogProps) {
  const open = useBacksplashWizard((state) => state.open);
  const close = useBacksplashWizard((state) => state.close);
  // Mounted only while open: each opening starts again at Which Walls.
  return open ? <BacksplashWizardSteps {...props} close={close} /> : null;
}

function BacksplashWizardSteps({
  doc,
  origin,
  walls,
  models,
  unit,
  close,
}: BacksplashWizardDialogProps & { close(): void }) {
  const textures = useBacksplashTextures();
  const [step, setStep] = useState<Step>('walls');
  const [chosenWalls, setChosenWalls] = useState<readonly string[]>([]);
  const [texture, setTexture] = useState<Texture | null>(null);
  const [heightText, setHeightText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const shownWalls = walls.filter((wall) => wall.visible);
  const picked = useBacksplashWizard((state) => state.picked);
  const picking = useBacksplashWizard((state) => state.picking);
  const { startPicking, togglePicked, clearPicked, stopPicking } = useBacksplashWizard.getState();

  useEffect(() => {
    if (step !== 'applying') return;
    const timer = window.setTimeout(close, APPLYING_MS);
    return () => window.clearTimeout(timer);
  }, [step, close]);

  const chooseWalls = (ids: readonly string[]) => {
    if (ids.length === 0) {
      setRefusal(
        shownWalls.length === 0
          ? 'Draw the room’s walls first: the backsplash goes on them.'
          : 'No wall has a countertop along it yet: place base cabinets, or pick walls with Custom.',
      );
      return;
    }
    setRefusal(null);
    setChosenWalls(ids);
    setStep('style');
  };

  const apply = (size: BacksplashSize) => {
    let height = 0;
    if (size === 'custom') {
      // Empty or zero falls back to 4.25 inches (spec 002 §6).
      if (heightText.trim() !== '') {
        const parsed = parseLength(heightText, unit, { allowZero: true });
        if (!parsed.ok) {
          setRefusal(parsed.message);
          return;
        }
        height = parsed.value;
      }
    }
    try {
      applyBacksplash(doc, origin, { walls: chosenWalls, texture, size, height });
    } catch (error) {
      if (!(error instanceof DesignCommandError)) throw error;
      setRefusal(error.message);
      return;
    }
    setRefusal(null);
    setStep('applying');
  };

  return (
    // While walls are picked in the plan the popup steps aside, non-modal, and lets the plan take
    // the clicks. The steps' state lives here, above the dialog: Radix swaps the content's
    // component when `modal` changes, which would start the steps over.
    <Dialog.Root open modal={!picking} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        {!picking && <Dialog.Overlay className="dialog-overlay" />}
        <Dialog.Content
          className={picking ? 'dialog backsplash-wizard picking' : 'dialog backsplash-wizard'}
          onInteractOutside={(event) => {
            if (picking) event.preventDefault();
          }}
        >
          <Dialog.Title>Backsplash wizard</Dialog.Title>
          {step === 'walls' && (
            <>
              <Dialog.Description>Which walls get a backsplash?</Dialog.Description>
              <div className="backsplash-wizard-choices">
                <button type="button" onClick={() => chooseWalls(shownWalls.map((wall) => wall.id))}>
                  All
                  <span className="hint">every wall</span>
                </button>
                <button type="button" onClick={() => chooseWalls(autoBacksplashWalls(walls, models))}>
                  Auto
                  <span className="hint">the walls with countertops</span>
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setRefusal(null);
                    startPicking();
                    setStep('pick');
                  }}
                >
                  Custom
                  <span className="hint">pick the walls</span>
                </button>
              </div>
            </>
          )}
          {step === 'pick' && (
            <>
              <Dialog.Description>
                Click the walls to cover in the plan, or tick them here, then Confirm.
              </Dialog.Description>
              <ul className="backsplash-wizard-walls">
                {walls.map((wall, index) =>
                  wall.visible ? (
                    <li key={wall.id}>
                      <label>
                        <input
                          type="checkbox"
                          checked={picked.includes(wall.id)}
                          onChange={() => togglePicked(wall.id)}
                        />
                        {wallTitle(wall, index)}
                      </label>
                    </li>
                  ) : null,
                )}
              </ul>
              <div className="dialog-buttons">
                <button type="button" onClick={clearPicked}>
                  Discard
                </button>
                <button
                  type="button"
                  className="button-primary"
                  onClick={() => {
                    if (picked.length === 0) {
                      close();
                      return;
                    }
                    stopPicking();
                    chooseWalls(picked);
                  }}
                >
                  Confirm
                </button>
              </div>
            </>
          )}
          {step === 'style' && (
            <>
              <Dialog.Description>Choose the backsplash style.</Dialog.Description>
              <ul className="finish-list backsplash-wizard-styles" aria-label="Backsplash styles">
                <li>
                  <button
                    type="button"
                    className="finish-item"
                    onClick={() => {
                      setTexture(null);
                      setStep('size');
                    }}
                  >
                    <FinishSwatch app={{}} place="backsplash" texture={{ id: 'none' }} />
                    None
                  </button>
                </li>
                {(textures.data ?? []).map((item) => (
                  <li key={item.id}>
                    <FinishItemButton
                      place="backsplash"
                      item={item}
                      chosen={false}
                      upsellName={`The ${item.name} backsplash`}
                      onChoose={() => {
                        setTexture(item);
                        setStep('size');
                      }}
                    />
                  </li>
                ))}
              </ul>
              {textures.isPending && <p>Loading backsplash styles…</p>}
              {textures.isError && (
                <p className="error" role="alert">
                  The backsplash styles could not be loaded.
                </p>
              )}
            </>
          )}
          {step === 'size' && (
            <>
              <Dialog.Description>How high should it go?</Dialog.Description>
              <div className="backsplash-wizard-choices">
                {SIZES.map(({ size, title, hint }) => (
                  <button key={size} type="button" onClick={() => apply(size)}>
                    {title}
                    <span className="hint">{hint}</span>
                  </button>
                ))}
              </div>
              <label className="backsplash-wizard-height">
                Custom height ({lengthUnitLabel(unit)})
                <input
                  type="text"
                  inputMode="decimal"
                  value={heightText}
                  placeholder={formatLength(BACKSPLASH_DEFAULT_CUSTOM_HEIGHT, unit)}
                  onChange={(event) => setHeightText(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') apply('custom');
                  }}
                />
              </label>
            </>
          )}
          {step === 'applying' && (
            <p className="backsplash-wizard-applying" role="status">
              <span className="spinner" aria-hidden="true" />
              Laying the backsplash…
            </p>
          )}
          {refusal && (
            <p className="error" role="alert">
              {refusal}
            </p>
          )}
          {step !== 'applying' && step !== 'pick' && (
            <div className="dialog-buttons">
              <DialogCloseButton>Cancel</DialogCloseButton>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
