import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { OrthographicCamera } from 'three';
import { isTypingTarget, type MaybeEditable } from '../editor/shortcuts/isTypingTarget';
import type { FloorBounds } from '../model/navigation/designBounds';
import { fitPlanView } from '../model/navigation/fitPlanView';
import { panPlanView } from '../model/navigation/panPlanView';
import { DEFAULT_PLAN_ZOOM, type PlanView } from '../model/navigation/planView';
import { zoomPlanViewAbout } from '../model/navigation/zoomPlanViewAbout';
import { usePlanFitRequests } from '../session/usePlanFitRequests';

/** What the plan keeps while the 3D view is shown: where it looked, and whether it fitted on open. */
export interface PlanMemory {
  view: PlanView;
  fittedOnOpen: boolean;
  /**
   * Whether the view is still the design fitted (on open or by Fit) and untouched since: such a view
   * fits again when the canvas changes size (a resized window or side panel); a zoomed or panned
   * one keeps the person's scale and centre instead.
   */
  followsFit: boolean;
}

export const TOP_CAMERA_HEIGHT = 50;
/** A press that moves less than this is a click (selection, drawing), not a pan. */
const PAN_THRESHOLD_PX = 4;
/** How much one pixel of wheel travel zooms; a trackpad pinch (wheel with Ctrl) zooms faster. */
const WHEEL_ZOOM_PER_PX = 0.0015;
const PINCH_WHEEL_ZOOM_PER_PX = 0.01;
const WHEEL_LINE_PX = 16;
const WHEEL_PAGE_PX = 400;
const MIDDLE_BUTTON = 1;

/** An object of the scene flagged so: pressing on it counts as empty floor (a drawing tool's plane). */
export const PLAN_BACKGROUND = 'planBackground';

interface Press {
  pointerId: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  panning: boolean;
}

interface Pinch {
  distance: number;
  midX: number;
  midY: number;
}

/** Remembers `view` and moves the top camera there; the canvas renders on demand, so asks for a frame. */
function showPlanView(
  view: PlanView,
  top: OrthographicCamera | null,
  memory: PlanMemory,
  invalidate: () => void,
) {
  memory.view = view;
  if (top === null) return;
  top.position.set(view.centerX, TOP_CAMERA_HEIGHT, view.centerZ);
  top.zoom = view.zoom;
  top.updateProjectionMatrix();
  top.updateMatrixWorld();
  invalidate();
}

/**
 * The view that fits the design as it opened, once per design: null when it was fitted already, or
 * when there is nothing to fit (an empty design keeps the default view, so the first wall drawn
 * does not move the plan).
 */
function openingFit(memory: PlanMemory, bounds: FloorBounds | null, width: number, height: number) {
  if (memory.fittedOnOpen) return null;
  memory.fittedOnOpen = true;
  if (bounds === null || width <= 0 || height <= 0) return null;
  memory.followsFit = true;
  return fitPlanView(bounds, width, height);
}

export interface PlanNavigationProps {
  camera: RefObject<OrthographicCamera | null>;
  memory: RefObject<PlanMemory>;
  /** The floor the design covers, which Fit shows whole; null for an empty design. */
  bounds: FloorBounds | null;
  /** Whether the design's document has arrived: the plan fits it once, then (or when it first shows). */
  designOpened: boolean;
  /** Called once the plan has been fitted to the opened design (or found it empty). */
  onOpeningFit?(): void;
}

/**
 * Zoom and pan of the 2D plan. The wheel (and a trackpad or touch pinch) zooms about the pointer;
 * dragging empty floor pans, as do the middle button and Space+drag anywhere. A press that moves
 * less than a few pixels stays a click, so selecting and drawing walls are untouched; a press on
 * something with its own drag (a model, a wall handle) is left to it. The camera is moved
 * directly and the canvas asked for a frame: nothing here is React state.
 */
export function PlanNavigation({ camera, memory, bounds, designOpened, onOpeningFit }: PlanNavigationProps) {
  const get = useThree((state) => state.get);
  const canvasWidth = useThree((state) => state.size.width);
  const canvasHeight = useThree((state) => state.size.height);
  const latestBounds = useRef(bounds);
  useEffect(() => {
    latestBounds.current = bounds;
  }, [bounds]);

  useEffect(() => {
    const apply = (view: PlanView) => showPlanView(view, camera.current, memory.current, get().invalidate);
    const fit = () => {
      const { width, height } = get().size;
      const shown = latestBounds.current;
      if (width <= 0 || height <= 0) return;
      memory.current.followsFit = shown !== null;
      apply(
        shown === null
          ? { centerX: 0, centerZ: 0, zoom: DEFAULT_PLAN_ZOOM }
          : fitPlanView(shown, width, height),
      );
    };
    apply(memory.current.view);
    return usePlanFitRequests.subscribe((state, previous) => {
      if (state.count !== previous.count) fit();
    });
  }, [camera, memory, get]);

  // Before the frame that first shows the opened design: fitted in an effect, that frame would be
  // drawn unfitted and the fitted one after it (each a full frame on a software GPU).
  useLayoutEffect(() => {
    // The copy kept offline can show the design before the server's answer: that showing is its opening.
    if (!designOpened && bounds === null) return;
    const { width, height } = get().size;
    if (memory.current.fittedOnOpen) return;
    const view = openingFit(memory.current, bounds, width, height);
    if (view !== null) showPlanView(view, camera.current, memory.current, get().invalidate);
    onOpeningFit?.();
  }, [designOpened, bounds, camera, memory, get, onOpeningFit]);

  useEffect(() => {
    const shown = latestBounds.current;
    if (!memory.current.followsFit || shown === null || canvasWidth <= 0 || canvasHeight <= 0) return;
    showPlanView(
      fitPlanView(shown, canvasWidth, canvasHeight),
      camera.current,
      memory.current,
      get().invalidate,
    );
  }, [canvasWidth, canvasHeight, camera, memory, get]);

  useEffect(() => {
    const canvas = get().gl.domElement;
    let press: Press | null = null;
    let swallowClick = false;
    let spaceHeld = false;
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: Pinch | null = null;

    // The person's own zoom or pan: from now on a resize keeps it rather than fitting again.
    const apply = (view: PlanView) => {
      memory.current.followsFit = false;
      showPlanView(view, camera.current, memory.current, get().invalidate);
    };
    const offsetOf = (clientX: number, clientY: number) => {
      const rect = canvas.getBoundingClientRect();
      return { dx: clientX - rect.left - rect.width / 2, dy: clientY - rect.top - rect.height / 2 };
    };
    // The objects R3F found under the press: empty floor when none of them handles it itself.
    const pressedOnEmptyFloor = () =>
      get().internal.initialHits.every((object) => object.userData[PLAN_BACKGROUND] === true);
    // Only called with two fingers down.
    const pinchOf = (): Pinch => {
      const [a, b] = [...touches.values()] as [{ x: number; y: number }, { x: number; y: number }];
      return { distance: Math.hypot(a.x - b.x, a.y - b.y), midX: (a.x + b.x) / 2, midY: (a.y + b.y) / 2 };
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.target !== canvas) return;
      swallowClick = false;
      if (event.pointerType === 'touch') {
        touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (touches.size === 2) {
          press = null;
          pinch = pinchOf();
          return;
        }
      }
      const forced = event.button === MIDDLE_BUTTON || (spaceHeld && event.button === 0);
      if (forced) {
        // Taken before the scene sees it, so Space+drag over a model pans rather than moves it.
        event.stopPropagation();
        event.preventDefault();
      } else if (event.button !== 0) {
        return;
      }
      press = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        lastX: event.clientX,
        lastY: event.clientY,
        panning: forced,
      };
      if (forced) canvas.style.cursor = 'grabbing';
    };

    const onPointerMove = (event: PointerEvent) => {
      if (touches.has(event.pointerId)) touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch !== null && touches.size === 2) {
        const next = pinchOf();
        const zoomed = zoomPlanViewAbout(
          memory.current.view,
          next.distance / Math.max(pinch.distance, 1),
          offsetOf(pinch.midX, pinch.midY),
        );
        apply(panPlanView(zoomed, next.midX - pinch.midX, next.midY - pinch.midY));
        pinch = next;
        return;
      }
      if (press === null || event.pointerId !== press.pointerId) return;
      if (!press.panning) {
        const travelled = Math.hypot(event.clientX - press.startX, event.clientY - press.startY);
        if (travelled < PAN_THRESHOLD_PX) return;
        if (!pressedOnEmptyFloor()) {
          press = null;
          return;
        }
        press.panning = true;
        canvas.style.cursor = 'grabbing';
      }
      apply(panPlanView(memory.current.view, event.clientX - press.lastX, event.clientY - press.lastY));
      press.lastX = event.clientX;
      press.lastY = event.clientY;
    };

    const onPointerUp = (event: PointerEvent) => {
      touches.delete(event.pointerId);
      if (touches.size < 2) pinch = null;
      if (press === null || event.pointerId !== press.pointerId) return;
      // The click that ends a pan is neither a selection, a cleared selection nor a wall's corner.
      swallowClick = press.panning;
      press = null;
      canvas.style.cursor = spaceHeld ? 'grab' : '';
    };

    const onClick = (event: MouseEvent) => {
      if (!swallowClick || event.target !== canvas) return;
      swallowClick = false;
      event.stopPropagation();
    };

    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? WHEEL_LINE_PX : event.deltaMode === 2 ? WHEEL_PAGE_PX : 1;
      const rate = event.ctrlKey ? PINCH_WHEEL_ZOOM_PER_PX : WHEEL_ZOOM_PER_PX;
      const factor = Math.exp(-event.deltaY * unit * rate);
      apply(zoomPlanViewAbout(memory.current.view, factor, offsetOf(event.clientX, event.clientY)));
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || isTypingTarget(event.target as MaybeEditable | null)) return;
      spaceHeld = true;
      if (press === null) canvas.style.cursor = 'grab';
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.code !== 'Space') return;
      spaceHeld = false;
      if (press === null) canvas.style.cursor = '';
    };
    const onBlur = () => {
      spaceHeld = false;
      canvas.style.cursor = '';
    };

    const previousTouchAction = canvas.style.touchAction;
    canvas.style.touchAction = 'none';
    // Capture on the window: these run before the scene's own pointer handling.
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    window.addEventListener('click', onClick, true);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      canvas.style.touchAction = previousTouchAction;
      canvas.style.cursor = '';
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      canvas.removeEventListener('wheel', onWheel);
    };
  }, [camera, memory, get]);

  return null;
}
