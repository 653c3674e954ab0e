import { describe, expect, it } from 'vitest';
import { joinedEnds } from './joinedEnds';
import { wallBetween, wallsAlong } from './testing/wallsAlong';
import { buildWallGraph } from './wallGraph';

describe('joinedEnds', () => {
  it('names the end of each wall that meets the other', () => {
    const [first, second] = wallsAlong([
      { x: 0, z: 0 },
      { x: 2, z: 0 },
      { x: 2, z: -2 },
    ]);
    expect(joinedEnds(first!, second!)).toEqual({ wallEnd: 'end', neighbourEnd: 'start' });
    expect(joinedEnds(second!, first!)).toEqual({ wallEnd: 'start', neighbourEnd: 'end' });
  });

  it('finds no joint between walls whose ends are apart, whatever connected claims', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 }, { connected: ['wall_b'] });
    const b = wallBetween('wall_b', { x: 3, z: 0 }, { x: 4, z: 0 }, { connected: ['wall_a'] });
    expect(joinedEnds(a, b)).toBeNull();
  });
});

describe('buildWallGraph', () => {
  it('puts the joined ends of a chain in one joint and leaves free ends alone', () => {
    const walls = wallsAlong([
      { x: 0, z: 0 },
      { x: 2, z: 0 },
      { x: 2, z: -2 },
    ]);
    const graph = buildWallGraph(walls);
    expect(graph.jointOf({ id: 'wall_w0', end: 'end' })).toBe(graph.jointOf({ id: 'wall_w1', end: 'start' }));
    expect(graph.isJoined({ id: 'wall_w0', end: 'end' })).toBe(true);
    expect(graph.isJoined({ id: 'wall_w0', end: 'start' })).toBe(false);
    expect(graph.isJoined({ id: 'wall_w1', end: 'end' })).toBe(false);
  });

  it('joins walls that only one side lists as connected', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 }, { connected: ['wall_b'] });
    const b = wallBetween('wall_b', { x: 1, z: 0 }, { x: 1, z: 1 });
    expect(buildWallGraph([a, b]).isJoined({ id: 'wall_b', end: 'start' })).toBe(true);
  });

  it('ignores connections to walls that are not there', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 }, { connected: ['wall_gone'] });
    const graph = buildWallGraph([a]);
    expect(graph.isJoined({ id: 'wall_a', end: 'start' })).toBe(false);
    expect(graph.isJoined({ id: 'wall_a', end: 'end' })).toBe(false);
  });
});
