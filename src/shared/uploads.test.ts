import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageKinds, invalidImageMessage } from './uploads.ts';

describe('imageFileProblem', () => {
  it('refuses what is not a raster picture with the spec’s text', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, 'content')).toBe(invalidImageMessage);
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 }, 'content')).toBe(invalidImageMessage);
  });

  it('refuses a file over the kind’s limit with that kind’s text, and takes one at the limit', () => {
    const rule = imageKinds.product;
    expect(imageFileProblem({ type: 'image/png', size: rule.maxBytes + 1 }, 'product')).toBe(rule.tooLargeMessage);
    expect(imageFileProblem({ type: 'image/png', size: rule.maxBytes }, 'product')).toBeUndefined();
  });
});
