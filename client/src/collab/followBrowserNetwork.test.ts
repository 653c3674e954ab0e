import { describe, expect, it } from 'vitest';
import { followBrowserNetwork } from './followBrowserNetwork';

describe('followBrowserNetwork', () => {
  it('hears the browser go offline and come back, until stopped', () => {
    const browser = new EventTarget();
    const heard: string[] = [];
    const stop = followBrowserNetwork(
      () => heard.push('offline'),
      () => heard.push('online'),
      browser,
    );
    browser.dispatchEvent(new Event('offline'));
    browser.dispatchEvent(new Event('online'));
    stop();
    browser.dispatchEvent(new Event('offline'));
    expect(heard).toEqual(['offline', 'online']);
  });
});
