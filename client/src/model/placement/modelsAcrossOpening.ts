import { findCollisions } from './findCollisions';
import type { OpeningObstacle } from './openingObstacle';
import type { PlacementBody } from './placementBody';

/**
 * The models already standing across a door, window or opening: those that would be refused (or
 * slid off) if they were placed now, by the same rule (`findCollisions`: a blocking model within
 * the opening's clear space at its height, so a base cabinet under a window's sill is no conflict).
 */
export function modelsAcrossOpening<Body extends PlacementBody>(
  opening: OpeningObstacle,
  models: readonly Body[],
): Body[] {
  const scene = { walls: [], models: [], openings: [opening] };
  return models.filter((body) => findCollisions(body, body, scene).some((hit) => hit.kind === 'opening'));
}
