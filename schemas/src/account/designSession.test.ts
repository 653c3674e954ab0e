import { describe, expect, it } from 'vitest';
import { CHECKPOINT_LABELS } from '../history/checkpointLabels';
import { DesignSessionSchema } from './designSession';
import { DesignSessionPostRequestSchema, shouldPostDesignSession } from './designSessionPost';

describe('design sessions', () => {
  it('starts a session open, anonymous, with nothing added and no input data', () => {
    expect(DesignSessionSchema.parse({ id: 's1', __started_time: 1_700_000_000_000 })).toEqual({
      id: 's1',
      __started_time: 1_700_000_000_000,
      __refreshed_time: null,
      __ended_time: null,
      domain: '',
      accountId: null,
      saveId: null,
      user: null,
      userInfo: {},
      wallsAdded: 0,
      cabinetsAdded: 0,
      checkpoints: [],
      historyActions: [],
      guest: false,
      inputData: { email: null, phone_number: null, discount: null, referrer: null },
      saveAvailable: false,
    });
  });

  it('refuses negative or fractional counts', () => {
    const session = { id: 's1', __started_time: 0 };
    expect(DesignSessionSchema.safeParse({ ...session, wallsAdded: -1 }).success).toBe(false);
    expect(DesignSessionSchema.safeParse({ ...session, cabinetsAdded: 1.5 }).success).toBe(false);
  });

  it('sends a session only while fewer than three were sent and sessions are enabled', () => {
    expect(shouldPostDesignSession({ sessionCount: 0, sessionsEnabled: true })).toBe(true);
    expect(shouldPostDesignSession({ sessionCount: 2, sessionsEnabled: true })).toBe(true);
    expect(shouldPostDesignSession({ sessionCount: 3, sessionsEnabled: true })).toBe(false);
    expect(shouldPostDesignSession({ sessionCount: 0, sessionsEnabled: false })).toBe(false);
  });

  it('posts the token, the session with its checkpoints and the autosave setting', () => {
    const request = DesignSessionPostRequestSchema.parse({
      token: 't',
      autosave: true,
      designSession: {
        id: 's1',
        __started_time: 5,
        checkpoints: [{ label: CHECKPOINT_LABELS.countertopChange, time: 6 }],
        historyActions: ['countertopChange'],
      },
    });
    expect(request.designSession.checkpoints[0]?.label).toBe('Changed Countertop');
  });
});
