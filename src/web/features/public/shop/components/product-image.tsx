import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { publicShopMessages as text } from '../messages.ts';

/**
 * A product's picture, or the 'Görsel Yok' placeholder when it has none or it fails to load (spec 3
 * §2.5), on every kind of page (issue #39: the browser's broken-image icon showed on server-rendered
 * pages, where the picture can fail before the app runs, and on the home page, which the app never runs).
 *
 * The frame always holds both, and CSS shows one: the picture, or the placeholder once the frame says
 * `data-image-broken`. Three things set it: the render itself (no picture, or a failure React saw),
 * public/page-init.js (which the page loads before its body: a failure before the app or without it),
 * and, after hydration, a look at a picture that had already failed by then.
 */
export function ProductImage({
  src,
  alt,
  className,
  isPriority = false,
  width = 600,
  height = 600,
}: {
  src: string | null;
  alt: string;
  className?: string;
  isPriority?: boolean;
  width?: number;
  height?: number;
}) {
  const [isBroken, setIsBroken] = useState(false);
  // A picture that failed before the app hydrated the page sent its error event to nobody in React.
  // complete with no width is a failure, or a picture without a size of its own, which decode() tells apart.
  const noticeEarlyFailure = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) image.decode().catch(() => setIsBroken(true));
  }, []);
  const hasPicture = src !== null && src !== '' && !isBroken;
  return (
    <div
      data-image-frame=""
      data-image-broken={hasPicture ? undefined : ''}
      // page-init.js may have marked the frame before hydration; React leaves the mark as it is.
      suppressHydrationWarning
      className={cn('group/image relative overflow-hidden', className)}
    >
      {hasPicture && (
        <img
          ref={noticeEarlyFailure}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding="async"
          onError={() => setIsBroken(true)}
          className="size-full object-cover group-data-[image-broken]/image:hidden"
        />
      )}
      <div
        data-image-fallback=""
        className="absolute inset-0 hidden flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 group-data-[image-broken]/image:flex dark:bg-slate-800 dark:text-slate-300"
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="text-sm font-medium">{text.noImage}</span>
      </div>
    </div>
  );
}
