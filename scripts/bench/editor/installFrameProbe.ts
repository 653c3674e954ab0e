/** What the frame probe records in the page, read by the benchmark through `window.__frameProbe`. */
export interface FrameProbe {
  /** Milliseconds from navigation start to the end of the first frame that drew every model in the plan fitted to them. */
  firstKitchenFrameAt: number | null;
  recording: boolean;
  /** Each rendered frame while recording: when its animation-frame callback started and how long it ran. */
  frames: { start: number; work: number }[];
  /** Milliseconds each window `pointermove` listener ran while recording (the drag's preview included). */
  pointerWork: number[];
  /**
   * Every frame rendered until the first kitchen frame and the three after it: when its callback
   * started and ended (ms from navigation start), the models drawn, whether the plan was fitted.
   */
  opening: { start: number; end: number; models: number; fitted: boolean }[];
  /** The collab socket's first events (ms from navigation start): made, open, first send, first messages. */
  socket: { at: number; event: string }[];
}

declare global {
  interface Window {
    __frameProbe?: FrameProbe;
  }
}

/**
 * Runs in the page before any of its scripts (serialised by playwright's `addInitScript`, so it must
 * stand alone). The editor renders on demand inside `requestAnimationFrame` callbacks; wrapping them
 * tells which callbacks rendered a frame (the editor's frame counter moved) and how long the main
 * thread spent in each, without touching the app; window `pointermove` listeners are timed the same way.
 */
export function installFrameProbe(expectedModels: number): void {
  const probe: FrameProbe = {
    firstKitchenFrameAt: null,
    recording: false,
    frames: [],
    pointerWork: [],
    opening: [],
    socket: [],
  };
  // The collab socket's opening, for the load's timeline: when it was made, opened, first spoke and heard.
  // Inline functions only: a named one would get the bundler's name helper, which the page lacks.
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      const events = probe.socket;
      events.push({ at: performance.now(), event: 'created' });
      this.addEventListener('open', () => events.push({ at: performance.now(), event: 'open' }));
      this.addEventListener('message', (message: MessageEvent) => {
        if (events.length < 12)
          events.push({
            at: performance.now(),
            event: `message ${String(message.data.byteLength ?? message.data.size)} B`,
          });
      });
      const send = this.send.bind(this);
      this.send = (data: ArrayBuffer) => {
        if (events.length < 12)
          events.push({ at: performance.now(), event: `send ${String(data.byteLength)} B` });
        send(data);
      };
    }
  };
  let framesAfterKitchen = 0;
  window.__frameProbe = probe;
  // A drag follows the pointer through listeners on window; each is timed where it is added.
  const timed = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  window.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (type !== 'pointermove' || typeof listener !== 'function') return add(type, listener, options);
    // Passed inline, not named: a named function here would get the bundler's name helper, which
    // does not exist in the page.
    timed.set(listener, (event) => {
      const start = performance.now();
      listener.call(window, event);
      if (probe.recording) probe.pointerWork.push(performance.now() - start);
    });
    return add(type, timed.get(listener)!, options);
  };
  window.removeEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) => remove(type, timed.get(listener) ?? listener, options);
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    request((time) => {
      const framesBefore = window.__kitchensync?.frames ?? 0;
      const start = performance.now();
      callback(time);
      const end = performance.now();
      const api = window.__kitchensync;
      if (api === undefined || api.frames === framesBefore) return;
      if (framesAfterKitchen < 3) {
        const models = api.renderedCount('model');
        probe.opening.push({ start, end, models, fitted: api.planFitted });
        if (probe.firstKitchenFrameAt !== null) framesAfterKitchen += 1;
      }
      if (
        probe.firstKitchenFrameAt === null &&
        api.planFitted &&
        api.renderedCount('model') >= expectedModels
      ) {
        probe.firstKitchenFrameAt = end;
      }
      if (probe.recording) probe.frames.push({ start, work: end - start });
    });
}
