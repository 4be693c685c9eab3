import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKinds } from '../../shared/uploads.ts';
import { encodeImage } from './image-encoding.ts';

const frame = (red: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 0, b: 0 } } })
    .png()
    .toBuffer();

describe('encodeImage', () => {
  it('keeps an exercise GIF animated, as an animated WebP in the exercise width', async () => {
    const gif = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
      .gif()
      .toBuffer();
    const encoded = await encodeImage(gif, imageKinds.exercise);
    expect(encoded.files.map((file) => file.name)).toEqual(['480.webp']);
    expect([encoded.width, encoded.height]).toEqual([480, 360]);
    const meta = await sharp(encoded.files[0]!.body, { animated: true }).metadata();
    expect([meta.format, meta.pages]).toEqual(['webp', 2]);
  });

  it('refuses a picture larger than the pixel limit (a decompression bomb)', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(imageKinds.slider.maxBytes);
    await expect(encodeImage(huge, imageKinds.slider)).rejects.toMatchObject({ code: 'invalid_image', status: 400 });
  });
});
