import { describe, expect, it } from 'vitest';
import {
  htmlFile,
  makeGif,
  makeJpegZipPolyglot,
  makePng,
  makeRotatedJpeg,
  makeTruncatedPng,
  makeWebp,
  svgFile,
} from '../../../tests/support/image-fixtures.ts';
import { hasCleanEnd, sniffImageFormat } from './image-bytes.ts';

describe('image byte checks', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes, with a clean end', async () => {
    for (const [make, format] of [
      [makePng, 'png'],
      [makeRotatedJpeg, 'jpeg'],
      [makeGif, 'gif'],
      [makeWebp, 'webp'],
    ] as const) {
      const bytes = await make();
      expect(sniffImageFormat(bytes)).toBe(format);
      expect(hasCleanEnd(bytes, format)).toBe(true);
    }
  });

  it('does not recognise an SVG or an HTML file', () => {
    expect(sniffImageFormat(svgFile)).toBeNull();
    expect(sniffImageFormat(htmlFile)).toBeNull();
  });

  it('refuses a JPEG with a ZIP appended and a cut-off PNG', async () => {
    const polyglot = await makeJpegZipPolyglot();
    expect(sniffImageFormat(polyglot)).toBe('jpeg');
    expect(hasCleanEnd(polyglot, 'jpeg')).toBe(false);
    const truncated = await makeTruncatedPng();
    expect(hasCleanEnd(truncated, 'png')).toBe(false);
  });

  it('refuses data after a PNG end chunk or a GIF trailer', async () => {
    const trailer = Buffer.from('<?php echo 1; ?>');
    expect(hasCleanEnd(Buffer.concat([await makePng(), trailer]), 'png')).toBe(false);
    expect(hasCleanEnd(Buffer.concat([await makeGif(), trailer]), 'gif')).toBe(false);
    expect(hasCleanEnd(Buffer.concat([await makeWebp(), trailer]), 'webp')).toBe(false);
  });
});
