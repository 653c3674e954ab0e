import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from '../../model/catalogue/catalogModelFixture';
import { cataloguePreviewModel } from '../../model/catalogue/cataloguePreviewModel';
import { buildPartBatches } from '../models/buildPartBatches';
import { partsDigest } from './partsDigest';

function batchesOf(width: number, style: string) {
  const cabinet = catalogModelFixture({
    catalogModelId: `B${width}`,
    type: 'base',
    subcategory: 'regular',
    dimensions: { width: inches(width), height: inches(34.5), depth: inches(24) },
    styles: [{ catalogStyleId: style, price: 100 }],
  });
  return buildPartBatches([cataloguePreviewModel(cabinet, style)!], new Set(), 'perspective');
}

describe('partsDigest', () => {
  it('is the same for the same parts, so a stored picture is found again', () => {
    expect(partsDigest(batchesOf(30, 'shaker-white'))).toBe(partsDigest(batchesOf(30, 'shaker-white')));
  });

  it('changes when the parts change, so a picture of an older model is not shown', () => {
    const digest = partsDigest(batchesOf(30, 'shaker-white'));
    expect(partsDigest(batchesOf(33, 'shaker-white'))).not.toBe(digest);
    const moved = batchesOf(30, 'shaker-white').map((batch) => ({
      ...batch,
      matrices: batch.matrices.map((value, index) => (index === 12 ? value + 0.01 : value)),
    }));
    expect(partsDigest(moved)).not.toBe(digest);
  });
});
