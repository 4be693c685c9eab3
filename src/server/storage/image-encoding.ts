import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { ImageKindRule } from '../../shared/uploads.ts';
import { hasCleanEnd, sniffImageFormat } from './image-bytes.ts';
import { uploadErrors } from './upload-errors.ts';

export type EncodedFile = { name: string; body: Buffer; width: number; height: number; format: 'webp' | 'avif' };
export type EncodedImage = { width: number; height: number; files: EncodedFile[] };

// Large enough for any camera; small enough that a decompression bomb cannot take the process down.
const MAX_INPUT_PIXELS = 50_000_000;

const invalidImage = uploadErrors.invalidImage;

/**
 * Checks the bytes, then decodes and re-encodes the picture into the widths its kind is shown at:
 * oriented by its EXIF flag, metadata (location, camera) dropped, WebP for every width plus AVIF for
 * the largest where the kind asks for it. Anything that is not a clean PNG, JPEG, GIF or WebP is
 * refused with the spec's Turkish text.
 */
export async function encodeImage(bytes: Uint8Array, rule: ImageKindRule): Promise<EncodedImage> {
  const format = sniffImageFormat(bytes);
  if (!format || !hasCleanEnd(bytes, format)) throw invalidImage();
  const isAnimated = rule.isAnimated && (format === 'gif' || format === 'webp');
  const open = () => sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: isAnimated });

  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch {
    throw invalidImage();
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw invalidImage();

  try {
    const files: EncodedFile[] = [];
    const largest = rule.widths[0]!;
    for (const targetWidth of rule.widths) {
      const pipeline = () => {
        const image = open();
        // Animated frames keep their layout; still pictures are turned upright first.
        if (!isAnimated) image.rotate();
        return image.resize({ width: targetWidth, withoutEnlargement: true });
      };
      const webp = await pipeline().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
      files.push(toFile(`${targetWidth}.webp`, webp, 'webp'));
      if (rule.hasAvif && targetWidth === largest && !isAnimated) {
        const avif = await pipeline().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true });
        files.push(toFile(`${targetWidth}.avif`, avif, 'avif'));
      }
    }
    const first = files[0]!;
    return { width: first.width, height: first.height, files };
  } catch {
    // A decoder error here means a broken or truncated picture.
    throw invalidImage();
  }
}

function toFile(name: string, result: { data: Buffer; info: OutputInfo }, format: EncodedFile['format']): EncodedFile {
  // For animations sharp reports the height of the whole strip; pageHeight is one frame.
  const height = result.info.pageHeight ?? result.info.height;
  return { name, body: result.data, width: result.info.width, height, format };
}
