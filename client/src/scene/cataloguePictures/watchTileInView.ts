/**
 * How far beyond the scrolled view a tile counts as in view: about a row of tiles, so the row a
 * person scrolls to next is drawn before the rows further down.
 */
const NEAR_VIEW_MARGIN = '120px 0px';

const panelObservers = new WeakMap<Element, IntersectionObserver>();
let pageObserver: IntersectionObserver | null = null;
const watchers = new WeakMap<Element, (inView: boolean) => void>();

/** The nearest ancestor that scrolls its content (the side panel), or null for the page itself. */
function scrollingAncestor(element: Element): Element | null {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

function observerFor(root: Element | null): IntersectionObserver {
  let observer = root === null ? pageObserver : panelObservers.get(root);
  if (observer === undefined || observer === null) {
    observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) watchers.get(change.target)?.(change.isIntersecting);
      },
      { root, rootMargin: NEAR_VIEW_MARGIN },
    );
    if (root === null) pageObserver = observer;
    else panelObservers.set(root, observer);
  }
  return observer;
}

/**
 * Tells `onChange` whenever `tile` comes into or goes out of (or near) the view of the panel that
 * scrolls it, starting with where it is now; one observer per scrolling panel serves every tile.
 * Answers the function that stops watching. Where the browser cannot tell, nothing is told.
 */
export function watchTileInView(tile: Element, onChange: (inView: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = observerFor(scrollingAncestor(tile));
  watchers.set(tile, onChange);
  observer.observe(tile);
  return () => {
    observer.unobserve(tile);
    watchers.delete(tile);
  };
}
