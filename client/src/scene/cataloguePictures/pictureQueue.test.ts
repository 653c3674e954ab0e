import { describe, expect, it } from 'vitest';
import { PictureQueue } from './pictureQueue';

function drain<T>(queue: PictureQueue<T>): T[] {
  const taken: T[] = [];
  for (let item = queue.take(); item !== undefined; item = queue.take()) taken.push(item);
  return taken;
}

describe('PictureQueue', () => {
  it('gives tiles in view first, then tiles out of view, then pictures drawn ahead', () => {
    const queue = new PictureQueue<string>();
    queue.add('a', 'ahead', 'ahead');
    queue.add('s', 'shown', 'shown');
    queue.add('v', 'in view', 'inView');
    expect(queue.nextPriority()).toBe('inView');
    expect(drain(queue)).toEqual(['in view', 'shown', 'ahead']);
    expect(queue.nextPriority()).toBeUndefined();
  });

  it('keeps the order pictures were asked for among equally wanted ones', () => {
    const queue = new PictureQueue<number>();
    for (const tile of [1, 2, 3, 4]) queue.add(`tile ${tile}`, tile, 'shown');
    expect(drain(queue)).toEqual([1, 2, 3, 4]);
  });

  it('lets a tile scrolled into view jump the queue, and one scrolled away fall back', () => {
    const queue = new PictureQueue<number>();
    for (const tile of [1, 2, 3, 4]) queue.add(`tile ${tile}`, tile, 'inView');
    queue.prioritise('tile 1', 'shown');
    queue.prioritise('tile 2', 'shown');
    for (const tile of [5, 6]) queue.add(`tile ${tile}`, tile, 'shown');
    queue.prioritise('tile 6', 'inView');
    expect(drain(queue)).toEqual([3, 4, 6, 1, 2, 5]);
  });

  it('raises a picture drawn ahead when a tile asks for it, keeping one entry', () => {
    const queue = new PictureQueue<string>();
    queue.add('a', 'first ahead', 'ahead');
    queue.add('b', 'second ahead', 'ahead');
    queue.add('b', 'second asked', 'inView');
    expect(queue.size).toBe(2);
    expect(drain(queue)).toEqual(['second ahead', 'first ahead']);
  });

  it('drops only the pictures still waiting at the priority given', () => {
    const queue = new PictureQueue<string>();
    queue.add('a', 'a', 'ahead');
    queue.add('b', 'b', 'ahead');
    queue.add('c', 'c', 'shown');
    queue.prioritise('b', 'inView');
    expect(queue.dropAll('ahead')).toEqual(['a']);
    expect(queue.has('a')).toBe(false);
    expect(drain(queue)).toEqual(['b', 'c']);
  });

  it('ignores a priority change for a picture no longer waiting', () => {
    const queue = new PictureQueue<string>();
    queue.add('a', 'a', 'shown');
    queue.take();
    queue.prioritise('a', 'inView');
    expect(queue.size).toBe(0);
  });
});
