import type { PublicService } from '../../../../../shared/schemas/content.ts';
import { publicContentMessages as text } from '../messages.ts';
import { Carousel } from './carousel.tsx';
import { SectionHeading } from './section-heading.tsx';

const SERVICES_AUTOPLAY_MS = 5000;

/** Services: 1 slide under 768 px, 2 from 768, 3 from 1024 (spec 3 §9). */
export function ServicesCarousel({ services }: { services: PublicService[] }) {
  if (services.length === 0) return null;
  return (
    <div id="hizmetler" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="services-title" title={text.servicesTitle} text={text.servicesText} />
      <Carousel
        label={text.servicesTitle}
        items={services}
        getKey={(service) => service.id}
        slideClassName="basis-full px-2 md:basis-1/2 lg:basis-1/3"
        autoplayMs={SERVICES_AUTOPLAY_MS}
        renderItem={(service) => (
          <article className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
            {service.imageUrl && (
              <img
                src={service.imageUrl}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            )}
            <div className="p-5">
              <h3 className="text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
            </div>
          </article>
        )}
      />
    </div>
  );
}
