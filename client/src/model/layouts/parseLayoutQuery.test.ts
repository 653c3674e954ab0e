import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAYOUT_KINDS, LAYOUT_NUMBERS, type KitchenLayout } from './kitchenLayout';
import { layoutRoute } from './layoutQuery';
import { parseLayoutQuery } from './parseLayoutQuery';

const query = (text: string) => new URLSearchParams(text);

describe('parseLayoutQuery', () => {
  it('accepts a single wall with a style, a length and a height', () => {
    expect(parseLayoutQuery(query('style=shaker-white&layout=single&length=120&height=96'), 'inch')).toEqual({
      kind: 'single',
      style: 'shaker-white',
      side: null,
      numbers: { length: 120, height: 96 },
    });
  });

  it('accepts each layout with exactly the parameters of the route table', () => {
    expect(
      parseLayoutQuery(
        query(
          'style=s&layout=gallery&topWallLength=1&topWallHeight=2&bottomWallLength=3&bottomWallHeight=4&distance=5',
        ),
        'inch',
      )?.numbers,
    ).toEqual({ topWallLength: 1, topWallHeight: 2, bottomWallLength: 3, bottomWallHeight: 4, distance: 5 });
    const sides = 'topWallLength=1&topWallHeight=2&sideWallLength=3&sideWallHeight=4';
    expect(parseLayoutQuery(query(`style=s&layout=l&side=right&${sides}`), 'inch')).toMatchObject({
      kind: 'l',
      side: 'right',
    });
    expect(parseLayoutQuery(query(`style=s&layout=u&${sides}`), 'inch')).toMatchObject({
      kind: 'u',
      side: null,
    });
    expect(
      parseLayoutQuery(query(`style=s&layout=island&side=left&${sides}&islandLength=5`), 'inch')?.numbers,
    ).toEqual({ topWallLength: 1, topWallHeight: 2, sideWallLength: 3, sideWallHeight: 4, islandLength: 5 });
  });

  it('ignores a layout without a style', () => {
    expect(parseLayoutQuery(query('layout=single&length=120&height=96'), 'inch')).toBeNull();
    expect(parseLayoutQuery(query('style=%20&layout=single&length=120&height=96'), 'inch')).toBeNull();
  });

  it('ignores an unknown or missing layout', () => {
    expect(parseLayoutQuery(query('style=s&layout=z&length=1&height=1'), 'inch')).toBeNull();
    expect(parseLayoutQuery(query('style=s&length=1&height=1'), 'inch')).toBeNull();
  });

  it('ignores a layout missing any required number, or with one that is not a usable length', () => {
    expect(parseLayoutQuery(query('style=s&layout=single&length=120'), 'inch')).toBeNull();
    for (const bad of ['', 'abc', '0', '-5', 'Infinity', '12 2 / 5']) {
      const text = `style=s&layout=single&length=${encodeURIComponent(bad)}&height=96`;
      expect(parseLayoutQuery(query(text), 'inch'), bad).toBeNull();
    }
  });

  it('ignores an L or island whose side is not left or right', () => {
    const rest = 'topWallLength=1&topWallHeight=2&sideWallLength=3&sideWallHeight=4&islandLength=5';
    for (const kind of ['l', 'island']) {
      expect(parseLayoutQuery(query(`style=s&layout=${kind}&${rest}`), 'inch')).toBeNull();
      expect(parseLayoutQuery(query(`style=s&layout=${kind}&side=up&${rest}`), 'inch')).toBeNull();
      expect(parseLayoutQuery(query(`style=s&layout=${kind}&side=Left&${rest}`), 'inch')).toBeNull();
    }
  });

  it('ignores a length over 100 m in the user unit', () => {
    expect(parseLayoutQuery(query('style=s&layout=single&length=3937&height=96'), 'inch')).not.toBeNull();
    expect(parseLayoutQuery(query('style=s&layout=single&length=3938&height=96'), 'inch')).toBeNull();
    expect(parseLayoutQuery(query('style=s&layout=single&length=3938&height=96'), 'cm')).not.toBeNull();
  });

  it('reads back every layout from the route that asks for it', () => {
    const number = fc.double({ min: 0.01, max: 3000, noNaN: true });
    const layout = fc.constantFrom(...LAYOUT_KINDS).chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        style: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
        side: kind === 'l' || kind === 'island' ? fc.constantFrom('left', 'right') : fc.constant(null),
        numbers: fc.record(Object.fromEntries(LAYOUT_NUMBERS[kind].map((name) => [name, number]))),
      }),
    ) as fc.Arbitrary<KitchenLayout>;
    fc.assert(
      fc.property(layout, (asked) => {
        const route = layoutRoute(asked);
        expect(route.startsWith('/app?')).toBe(true);
        expect(parseLayoutQuery(new URLSearchParams(route.slice('/app?'.length)), 'inch')).toEqual(asked);
      }),
    );
  });
});
