import { useState } from 'react';
import type { MessageImage, MessagePhotoVariant } from '../../../shared/schemas/messages.ts';
import { cn } from '../../lib/cn.ts';
import { Dialog } from '../ui/dialog.tsx';
import { messagePhotoTexts as t } from './message-photo-texts.ts';

/** Where a message photo is read: the client's or the admins' private route (never /uploads/). */
export type MessagePhotoUrl = (photoId: string, variant: MessagePhotoVariant) => string;

/**
 * A message's photos as thumbnails in its bubble; a click opens the full view in a dialog (Escape or
 * 'Kapat' closes it, focus comes back to the thumbnail).
 */
export function MessagePhotos({ images, photoUrl }: { images: MessageImage[]; photoUrl: MessagePhotoUrl }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? undefined : images[openIndex];
  return (
    <>
      <ul className={cn('grid gap-1.5', images.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              aria-label={t.open(index + 1, images.length)}
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
                className="size-28 object-cover sm:size-36"
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
            alt={t.fullViewAlt(openIndex + 1)}
            width={open.width}
            height={open.height}
            className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full object-contain"
          />
        )}
      </Dialog>
    </>
  );
}
