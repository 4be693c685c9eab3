import type { PublicSlide } from '../../../../../shared/schemas/content.ts';
import { SiteLink } from '../../../../lib/site-navigation.tsx';
import { publicContentMessages as text } from '../messages.ts';
import { Carousel } from './carousel.tsx';

// Spec 3 §4 and §9: autoplay every 5000 ms, speed 800 ms (Embla's duration 40 is about 0.8 s).
const SLIDER_AUTOPLAY_MS = 5000;
const SLIDER_DURATION = 40;

/** The full-height slider; with no slides, the welcome block (spec 3 §2.3). */
export function HeroSlider({ slides }: { slides: PublicSlide[] }) {
  if (slides.length === 0) {
    return (
      <section
        aria-labelledby="welcome-title"
        className="flex min-h-[calc(100dvh-4rem)] items-center bg-gradient-to-br from-brand-800 to-brand-600 px-4 text-white"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="welcome-title" className="text-4xl font-bold sm:text-5xl">
            {text.welcomeTitle}
          </h1>
          <p className="mt-4 text-lg text-brand-50">{text.welcomeText}</p>
          <AppointmentButton />
        </div>
      </section>
    );
  }
  return (
    <Carousel
      label={text.slider}
      items={slides}
      getKey={(slide) => slide.id}
      slideClassName="basis-full"
      autoplayMs={SLIDER_AUTOPLAY_MS}
      duration={SLIDER_DURATION}
      // On phones the controls start at the left, clear of the floating call and WhatsApp buttons.
      controlsClassName="absolute inset-x-0 bottom-4 mt-0 max-sm:justify-start max-sm:pl-4"
      renderItem={(slide, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <div className="relative flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden">
            <img
              src={slide.imageUrl}
              alt=""
              width={1600}
              height={900}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/10" />
            <div className="relative mx-auto w-full max-w-6xl px-4 pb-20 text-white">
              <div className="max-w-xl">
                <Heading className="text-4xl font-bold sm:text-5xl">{slide.title}</Heading>
                {slide.description && <p className="mt-4 text-lg text-slate-100">{slide.description}</p>}
                <AppointmentButton />
              </div>
            </div>
          </div>
        );
      }}
    />
  );
}

function AppointmentButton() {
  return (
    <SiteLink
      to="/randevu"
      className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
    >
      {text.appointment}
    </SiteLink>
  );
}
