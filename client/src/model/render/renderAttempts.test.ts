import { describe, expect, it } from 'vitest';
import { cheaperRenderAttempt, firstRenderAttempt, type RenderAttempt } from './renderAttempts';

/** Every try from `first` on, failing each, until nothing cheaper is left. */
function ladderFrom(first: RenderAttempt): RenderAttempt[] {
  const tries = [first];
  for (let next = cheaperRenderAttempt(first); next !== null; next = cheaperRenderAttempt(next)) {
    tries.push(next);
    if (tries.length > 20) throw new Error('the ladder does not end');
  }
  return tries;
}

describe('cheaperRenderAttempt', () => {
  it('falls back from path tracing to the rasterised render first', () => {
    const next = cheaperRenderAttempt(firstRenderAttempt('pathTraced', 2, 64));
    expect(next).toMatchObject({ method: 'rasterised', upscale: 2, lightShadows: true });
  });

  it('drops shadow shaders before it shrinks the picture', () => {
    const tries = ladderFrom(firstRenderAttempt('rasterised', 4, 64));
    expect(tries.map((each) => [each.lightShadows, each.shadowMapSize, each.upscale])).toEqual([
      [true, 2048, 4],
      [false, 1024, 4],
      [false, 0, 4],
      [false, 0, 2],
      [false, 0, 1],
    ]);
  });

  it('costs less at every step and ends at the cheapest render', () => {
    const tries = ladderFrom(firstRenderAttempt('pathTraced', 3, 64));
    const cost = (each: RenderAttempt) =>
      (each.method === 'pathTraced' ? 1e9 : 0) +
      each.upscale ** 2 * 1e6 +
      (each.lightShadows ? 1e5 : 0) +
      each.shadowMapSize;
    for (let index = 1; index < tries.length; index += 1) {
      expect(cost(tries[index]!)).toBeLessThan(cost(tries[index - 1]!));
    }
    expect(tries.at(-1)).toEqual({
      method: 'rasterised',
      upscale: 1,
      samples: 64,
      lightShadows: false,
      shadowMapSize: 0,
    });
  });
});
