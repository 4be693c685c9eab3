import { Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { meExercisesMessages as t } from '../messages.ts';

/** The exercise's illustration (gif_url); if it fails to load, a calm placeholder takes its place. */
export function ExerciseImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${alt}: ${t.imageMissing}`}
        className={cn(
          'flex items-center justify-center bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-200',
          className,
        )}
      >
        <Dumbbell aria-hidden="true" className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={320}
      height={240}
      onError={() => setFailedSrc(src)}
      className={cn('bg-brand-50 object-cover', className)}
    />
  );
}
