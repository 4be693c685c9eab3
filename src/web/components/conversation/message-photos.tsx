import { useState } from 'react';
import type { MessageImage, MessagePhotoVariant } from '../../../shared/schemas/messages.ts';
import { cn } from '../../lib/cn.ts';
import { Dialog } from '../ui/dialog.tsx';
import { messagePhotoTexts as t } from './message-photo-texts.ts';

/** Where a message photo is read: the client's or the admins' private route (never /uploads/). */
export type MessagePhotoUrl = (photoId: string, variant: MessagePhotoVariant) => string;

/** The photos' own words where they are not a message's (a diary entry's meal photo). */
type PhotoTexts = Pick<typeof t, 'open' | 'fullViewAlt'>;

/**
 * A message's photos as thumbnails in its bubble; a click opens the full view in a dialog (Escape or
 * 'Kapat' closes it, focus comes back to the thumbnail). A diary entry's meal photo uses it too, with
 * its own texts and a smaller thumbnail.
 */
export function MessagePhotos({
  images,
  photoUrl,
  texts = t,
  thumbnailClassName = 'size-28 sm:size-36',
}: {
  images: MessageImage[];
  photoUrl: MessagePhotoUrl;
  texts?: PhotoTexts;
  thumbnailClassName?: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? undefined : images[openIndex];
  return (
    <>
      <ul className={cn('grid gap-1.5', images.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              aria-label={texts.open(index + 1, images.length)}
              onClick={() => setOpenIndex(index)}
              className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <img
                src={photoUrl(image.id, 'thumbnail')}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className={cn('object-cover', thumbnailClassName)}
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={open !== undefined}
        onClose={() => setOpenIndex(null)}
        title={openIndex === null ? '' : t.fullViewTitle(openIndex + 1, images.length)}
        className="max-w-3xl"
      >
        {open && openIndex !== null && (
          <img
            src={photoUrl(open.id, 'full')}
            alt={texts.fullViewAlt(openIndex + 1)}
            width={open.width}
            height={open.height}
            className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full object-contain"
          />
        )}
      </Dialog>
    </>
  );
}
