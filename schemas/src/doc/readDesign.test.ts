import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DesignSchema } from '../document/design';
import { designMap } from './designMap';
import { readDesign } from './readDesign';
import { writeDesignField } from './writeDesignField';

describe('readDesign', () => {
  it('reads a design nobody has set up as every default', () => {
    expect(readDesign(new Y.Doc())).toEqual(DesignSchema.parse({}));
  });

  it('reads a field a peer wrote wrongly as its default and keeps every other field', () => {
    const doc = new Y.Doc();
    writeDesignField(doc, 'flooring', { id: 'oak' });
    designMap(doc).set('totalPrice', -5);
    designMap(doc).set('futureSetting', true);
    const design = readDesign(doc);
    expect(design.totalPrice).toBe(0);
    expect(design.flooring?.id).toBe('oak');
    expect(design).not.toHaveProperty('futureSetting');
  });

  it('reads a shared type a peer put in place of a plain setting by its content, without failing', () => {
    const doc = new Y.Doc();
    designMap(doc).set('flooring', new Y.Map<unknown>([['id', 'oak']]));
    expect(readDesign(doc).flooring?.id).toBe('oak');
  });

  it('is not changed by a caller mutating what it read', () => {
    const doc = new Y.Doc();
    writeDesignField(doc, 'backsplash', { walls: ['wall_1'] });
    readDesign(doc).backsplash?.walls.push('wall_2');
    expect(readDesign(doc).backsplash?.walls).toEqual(['wall_1']);
  });
});
