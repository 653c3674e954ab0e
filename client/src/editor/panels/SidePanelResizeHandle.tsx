import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import {
  SIDE_PANEL_MAX_WIDTH,
  SIDE_PANEL_MIN_WIDTH,
  clampSidePanelWidth,
} from '../../model/panels/clampSidePanelWidth';
import { useSidePanelWidth } from '../../session/useSidePanelWidth';

/** The CSS variable on the editor's grid that holds the side panel's content width. */
export const SIDE_PANEL_WIDTH_VARIABLE = '--side-panel-width';

/** How far one arrow key press moves the edge, pixels. */
const KEY_STEP = 10;

/**
 * The side panel's right edge: drag it (or focus it and use the arrow keys) to resize the panel
 * within 120–300 px. While dragging, the width is written straight onto the editor's CSS variable,
 * so a drag re-renders nothing; the store (and local storage) takes the width on release.
 */
export function SidePanelResizeHandle() {
  const width = useSidePanelWidth((state) => state.width);
  const setWidth = useSidePanelWidth((state) => state.setWidth);
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);

  const editorOf = (element: Element) => element.closest<HTMLElement>('.editor');

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    drag.current.width = clampSidePanelWidth(drag.current.startWidth + event.clientX - drag.current.startX);
    editorOf(event.currentTarget)?.style.setProperty(SIDE_PANEL_WIDTH_VARIABLE, `${drag.current.width}px`);
  };
  const onPointerUp = () => {
    if (drag.current === null) return;
    setWidth(drag.current.width);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    setWidth(width + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP));
  };

  return (
    <div
      className="side-panel-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize side panel"
      aria-valuemin={SIDE_PANEL_MIN_WIDTH}
      aria-valuemax={SIDE_PANEL_MAX_WIDTH}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
