import * as Dialog from '@radix-ui/react-dialog';

export interface RenderWarningPopupProps {
  /** The spec's paragraphs that apply (`renderWarnings`); the popup is open while there are any. */
  warnings: readonly string[];
  /** Whether the Tutorial choice is offered (the tutorials are an editor's). */
  tutorialOffered: boolean;
  /** Whether Render With Lights Wizard is offered: the design has no lights and the person may place them. */
  lightsWizardOffered: boolean;
  onTutorial(): void;
  onLightsWizard(): void;
  onRender(): void;
  onDismiss(): void;
}

/**
 * The render's Warning popup (spec 001 section 2, at most 600 px wide): no lights placed, or the
 * first render in tutorial mode, with Tutorial or Render, and Render With Lights Wizard when there
 * are no lights: the wizard hangs them, then the render goes on.
 */
export function RenderWarningPopup({
  warnings,
  tutorialOffered,
  lightsWizardOffered,
  onTutorial,
  onLightsWizard,
  onRender,
  onDismiss,
}: RenderWarningPopupProps) {
  return (
    <Dialog.Root open={warnings.length > 0} onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog render-warning">
          <Dialog.Title>Warning</Dialog.Title>
          <Dialog.Description asChild>
            <div>
              {warnings.map((warning) => (
                <p key={warning}>{warning}</p>
              ))}
            </div>
          </Dialog.Description>
          <div className="dialog-buttons">
            {tutorialOffered && (
              <button type="button" onClick={onTutorial}>
                Tutorial
              </button>
            )}
            <button
              type="button"
              className={lightsWizardOffered ? undefined : 'button-primary'}
              onClick={onRender}
            >
              Render
            </button>
            {lightsWizardOffered && (
              <button type="button" className="button-primary" onClick={onLightsWizard}>
                Render With Lights Wizard
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
