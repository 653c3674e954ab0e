import { describe, expect, it } from 'vitest';
import { wallNameDefault } from './wallNameDefault';

describe('name-default (walls)', () => {
  it('gives a wall without a name an empty name', () => {
    expect(wallNameDefault.migrate({ angle: 0 })).toEqual({ angle: 0, name: '' });
    expect(wallNameDefault.migrate({ name: null })).toEqual({ name: '' });
  });

  it('keeps a name, and a numeric one as its decimal string', () => {
    expect(wallNameDefault.migrate({ name: 'North' })).toEqual({ name: 'North' });
    expect(wallNameDefault.migrate({ name: 2 })).toEqual({ name: '2' });
  });
});
