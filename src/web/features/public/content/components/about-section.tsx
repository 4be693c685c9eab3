import type { PublicAbout } from '../../../../../shared/schemas/content.ts';
import { publicContentMessages as text } from '../messages.ts';
import { RichText } from './rich-text.tsx';

// The spec's fallback picture when the about row has none.
const fallbackImage = '/demo/about.webp';

export function AboutSection({ about }: { about: PublicAbout }) {
  return (
    <section
      id="hakkimizda"
      aria-labelledby="about-title"
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2"
    >
      <img
        src={about.imageUrl ?? fallbackImage}
        alt={text.aboutFallbackAlt}
        width={1200}
        height={900}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-md"
      />
      <div>
        <h2 id="about-title" className="text-3xl font-bold tracking-tight">
          {about.title}
        </h2>
        <RichText html={about.content} className="mt-4" />
      </div>
    </section>
  );
}
