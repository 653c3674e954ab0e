import { Clapperboard } from 'lucide-react';
import { useAnimationPanel } from './useAnimationPanel';

/** The toolbar's Animation button (identifier animation): opens and closes the Animation panel. */
export function AnimationButton() {
  const open = useAnimationPanel((state) => state.open);
  return (
    <button
      type="button"
      data-toolbar-id="animation"
      aria-pressed={open}
      title="Record a turning film of the design"
      onClick={useAnimationPanel.getState().toggle}
    >
      <Clapperboard size={16} aria-hidden="true" />
      <span className="toolbar-label">Animation</span>
    </button>
  );
}
