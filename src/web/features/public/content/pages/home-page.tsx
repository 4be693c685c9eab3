import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PublicHome } from '../../../../../shared/schemas/content.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { contentSourceOf } from '../api/content-source.ts';
import { usePublicSite } from '../api/public-site-loader.ts';
import { AboutSection } from '../components/about-section.tsx';
import { BlogTeaser } from '../components/blog-teaser.tsx';
import { FixedSectionBlock } from '../components/fixed-section-block.tsx';
import { FloatingContactButtons } from '../components/floating-contact-buttons.tsx';
import { HeroSlider } from '../components/hero-slider.tsx';
import { ServicesCarousel } from '../components/services-carousel.tsx';
import { TeamGrid } from '../components/team-grid.tsx';
import { TestimonialsCarousel } from '../components/testimonials-carousel.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { Island } from '../../../../components/islands/island.tsx';
import { homeMeta } from '../seo.ts';
import { HomeProducts } from '../../shop/index.ts';

const emptyHome: PublicHome = {
  slides: [],
  about: null,
  hero: null,
  contact: null,
  services: [],
  team: null,
  testimonials: [],
  latestPosts: [],
  products: [],
};

/** The whole home page in one read; a failure is only logged and the page shows its fallbacks (spec 3 §8). */
export async function loader({ context }: LoaderFunctionArgs): Promise<PublicHome> {
  try {
    return await contentSourceOf(context).home();
  } catch (error) {
    console.warn('[home] content could not be loaded', error);
    return emptyHome;
  }
}

// A document page (ADR 0027): the browser hydrates only its islands (top bar, carousels, 'Sepete Ekle').
export const handle: PublicRouteHandle = { meta: ({ site, origin }) => homeMeta(site, origin), isDocument: true };

/**
 * The home page, in the spec's order (spec 3 §2.3): slider, about, hero, services, products, floating buttons, contact call to action, team, testimonials, blog teaser.
 */
export function Component() {
  const home = useLoaderData<PublicHome>();
  const site = usePublicSite();
  usePageTitle(site.metaTitle);
  return (
    <>
      <Island name="hero-slider">
        <HeroSlider slides={home.slides} />
      </Island>
      {home.about && <AboutSection about={home.about} />}
      {home.hero && <FixedSectionBlock section={home.hero} kind="hero" />}
      <Island name="services-carousel">
        <ServicesCarousel services={home.services} />
      </Island>
      <HomeProducts products={home.products} />
      <FloatingContactButtons site={site} />
      {home.contact && <FixedSectionBlock section={home.contact} kind="contact" />}
      {home.team && <TeamGrid team={home.team} />}
      <Island name="testimonials-carousel">
        <TestimonialsCarousel testimonials={home.testimonials} />
      </Island>
      <BlogTeaser posts={home.latestPosts} />
    </>
  );
}
