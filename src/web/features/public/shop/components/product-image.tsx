import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { publicShopMessages as text } from '../messages.ts';

/** A product's picture, or the 'Görsel Yok' placeholder when it has none or it fails to load (spec 3 §2.5). */
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
  if (!src || isBroken) {
    return (
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="text-sm font-medium">{text.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      onError={() => setIsBroken(true)}
      className={cn('object-cover', className)}
    />
  );
}
