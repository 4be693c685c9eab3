import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { publicContentMessages as text } from '../messages.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

type CarouselProps<T> = {
  label: string;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Width of one slide per breakpoint (Tailwind basis classes), e.g. 'basis-full md:basis-1/2'. */
  slideClassName: string;
  autoplayMs: number;
  /** Embla's scroll duration (its own unit, not ms; 25 is its default, higher is slower). */
  duration?: number;
  loop?: boolean;
  /** Autoplay keeps going after the visitor drags or clicks (spec 3 §4: testimonials). */
  stopOnInteraction?: boolean;
  className?: string;
  controlsClassName?: string;
};

/**
 * A carousel on Embla (well-kept, ~7 KB): swipe, arrows, dots and autoplay with a pause button
 * (WCAG 2.2.2). With prefers-reduced-motion it neither autoplays nor animates. Server-rendered it
 * shows the first slides in place, so the page reads fine before (or without) JavaScript.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  slideClassName,
  autoplayMs,
  duration = 25,
  loop = true,
  stopOnInteraction = true,
  className,
  controlsClassName,
}: CarouselProps<T>) {
  const isReducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () => (isReducedMotion ? [] : [Autoplay({ delay: autoplayMs, stopOnInteraction, stopOnMouseEnter: false })]),
    [isReducedMotion, autoplayMs, stopOnInteraction],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop, duration: isReducedMotion ? 1 : duration, align: 'start' },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(items.length);
  const [isPlaying, setIsPlaying] = useState(!isReducedMotion);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
      setIsPlaying(embla.plugins().autoplay?.isPlaying() ?? false);
    };
    sync();
    embla.on('select', sync).on('reInit', sync).on('autoplay:play', sync).on('autoplay:stop', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('autoplay:play', sync).off('autoplay:stop', sync);
    };
  }, [embla]);

  const toggleAutoplay = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [embla]);

  const hasAutoplay = !isReducedMotion && items.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn('relative', className)}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideLabel(index + 1, items.length)}
              className={cn('min-w-0 shrink-0 grow-0', slideClassName)}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 && (
        <div className={cn('mt-4 flex items-center justify-center gap-2', controlsClassName)}>
          <CarouselButton label={text.previous} onClick={() => embla?.scrollPrev()}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </CarouselButton>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={text.goToSlide(index + 1, snapCount)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
              className="flex size-8 items-center justify-center"
            >
              <span
                className={cn(
                  'block size-2.5 rounded-full transition-colors',
                  index === selected ? 'bg-brand-700 dark:bg-brand-200' : 'bg-slate-400 dark:bg-slate-500',
                )}
              />
            </button>
          ))}
          <CarouselButton label={text.next} onClick={() => embla?.scrollNext()}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </CarouselButton>
          {hasAutoplay && (
            <CarouselButton label={isPlaying ? text.pauseCarousel : text.playCarousel} onClick={toggleAutoplay}>
              {isPlaying ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </CarouselButton>
          )}
        </div>
      )}
    </section>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
