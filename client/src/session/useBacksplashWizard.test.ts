import { beforeEach, describe, expect, it } from 'vitest';
import { useBacksplashWizard } from './useBacksplashWizard';

describe('useBacksplashWizard', () => {
  beforeEach(() => useBacksplashWizard.getState().close());

  it('picks a wall on the first click and unpicks it on the second, keeping the order picked', () => {
    const wizard = useBacksplashWizard.getState();
    wizard.start();
    wizard.startPicking();
    wizard.togglePicked('wall_b');
    wizard.togglePicked('wall_a');
    wizard.togglePicked('wall_c');
    wizard.togglePicked('wall_a');
    expect(useBacksplashWizard.getState()).toMatchObject({ picking: true, picked: ['wall_b', 'wall_c'] });
  });

  it('starts every pick mode with nothing picked, and closing leaves the pick mode and forgets the picks', () => {
    const wizard = useBacksplashWizard.getState();
    wizard.start();
    wizard.startPicking();
    wizard.togglePicked('wall_a');
    wizard.clearPicked();
    expect(useBacksplashWizard.getState().picked).toEqual([]);
    wizard.togglePicked('wall_a');
    wizard.stopPicking();
    expect(useBacksplashWizard.getState()).toMatchObject({ picking: false, picked: ['wall_a'] });
    wizard.startPicking();
    expect(useBacksplashWizard.getState().picked).toEqual([]);
    wizard.togglePicked('wall_a');
    wizard.close();
    expect(useBacksplashWizard.getState()).toMatchObject({ open: false, picking: false, picked: [] });
  });
});
