import ReactThreeTestRenderer from '@react-three/test-renderer';
import { describe, expect, it } from 'vitest';
import { useDesignShown } from './useDesignShown';

const WAIT_MS = 60;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders the hook with the given arrival; answers a reader of its latest result and a rerender. */
async function renderShown(opened: boolean, hasContent: boolean) {
  let shown: boolean | undefined;
  function Probe(props: { opened: boolean; hasContent: boolean }) {
    shown = useDesignShown(props.opened, props.hasContent, WAIT_MS);
    return null;
  }
  const renderer = await ReactThreeTestRenderer.create(<Probe opened={opened} hasContent={hasContent} />);
  return {
    shown: () => shown,
    rerender: (next: { opened: boolean; hasContent: boolean }) => renderer.update(<Probe {...next} />),
  };
}

describe('useDesignShown', () => {
  it('draws nothing while the design has not arrived, and draws as soon as the server brings it', async () => {
    const view = await renderShown(false, false);
    expect(view.shown()).toBe(false);

    await view.rerender({ opened: true, hasContent: false });

    expect(view.shown()).toBe(true);
  });

  it('draws at once when the offline copy brings the design before the server answers', async () => {
    const view = await renderShown(false, true);

    expect(view.shown()).toBe(true);
  });

  it('draws the empty room after waiting in vain (offline, nothing stored)', async () => {
    const view = await renderShown(false, false);
    await wait(WAIT_MS / 3);
    expect(view.shown()).toBe(false);

    await wait(WAIT_MS * 2);

    expect(view.shown()).toBe(true);
  });

  it('keeps drawing once shown, when the connection drops and the design is emptied', async () => {
    const view = await renderShown(true, true);

    await view.rerender({ opened: false, hasContent: false });

    expect(view.shown()).toBe(true);
  });
});
