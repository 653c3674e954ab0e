import { describe, expect, it } from 'vitest';
import { FREE_PLAN_SAVES_LIMIT } from './plans';
import { saveLimitMessage } from './saveLimitMessage';

describe('saveLimitMessage', () => {
  it("names the free plan's 5 saves and offers the upgrade", () => {
    expect(saveLimitMessage(FREE_PLAN_SAVES_LIMIT, 'Free')).toBe(
      'You have used all 5 saves of the Free plan. Upgrade to keep more designs, or delete a save you no longer need.',
    );
  });

  it("names another plan's own count, in the singular for one", () => {
    expect(saveLimitMessage(25, 'Starter')).toContain('all 25 saves of the Starter plan');
    expect(saveLimitMessage(1, 'Tiny')).toContain('all 1 save of the Tiny plan');
  });
});
