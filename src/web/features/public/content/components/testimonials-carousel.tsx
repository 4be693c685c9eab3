import { Star } from 'lucide-react';
import type { PublicTestimonial } from '../../../../../shared/schemas/content.ts';
import { cn } from '../../../../lib/cn.ts';
import { publicContentMessages as text } from '../messages.ts';
import { Carousel } from './carousel.tsx';
import { SectionHeading } from './section-heading.tsx';

// Spec 3 §4, §9: loops, autoplay every 3000 ms without stopping on interaction; 1, 2 from 640 px, 3 from 1024.
const TESTIMONIALS_AUTOPLAY_MS = 3000;

export function TestimonialsCarousel({ testimonials }: { testimonials: PublicTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <div className="bg-brand-50 px-4 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="testimonials-title" title={text.testimonialsTitle} />
        <Carousel
          label={text.testimonialsTitle}
          items={testimonials}
          getKey={(testimonial) => testimonial.id}
          slideClassName="basis-full px-2 sm:basis-1/2 lg:basis-1/3"
          autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
          stopOnInteraction={false}
          loop
          renderItem={(testimonial) => (
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <p role="img" aria-label={text.ratingLabel(testimonial.rating)} className="flex gap-0.5">
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star
                    key={star}
                    aria-hidden="true"
                    data-filled={star <= testimonial.rating}
                    className={cn(
                      'size-5',
                      star <= testimonial.rating
                        ? 'fill-amber-400 text-amber-500'
                        : 'text-slate-300 dark:text-slate-600',
                    )}
                  />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
                “{testimonial.comment}”
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                {testimonial.imageUrl && (
                  <img
                    src={testimonial.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full object-cover"
                  />
                )}
                <span>
                  <span className="block font-semibold">{testimonial.clientName}</span>
                  {testimonial.clientTitle && (
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.clientTitle}</span>
                  )}
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </div>
  );
}
