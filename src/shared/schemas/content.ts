import type { LegalTextKind } from '../legal-text-constants.ts';
import type { CurrentLegalText } from './legal-texts.ts';
import { z } from 'zod';
import type { ProductCard } from './shop.ts';
import { textField } from '../fields/text-field.ts';

// The public site's content (spec 3 §2.3, §2.4, §3): what the server answers for the home page and
// the blog, shared by the server-rendered pages and the browser. The CMS forms (a later issue) add
// their input schemas here.

/** The fixed list of icon names a menu entry may carry (spec 3 §3: "name from a fixed list"). */
export const menuIconNames = [
  'home',
  'info',
  'heart-pulse',
  'salad',
  'apple',
  'dumbbell',
  'scale',
  'book-open',
  'newspaper',
  'shopping-bag',
  'calendar',
  'phone',
  'users',
  'baby',
  'leaf',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

export type PublicMenuEntry = { id: string; title: string; path: string; icon: MenuIconName | null };
/** A top-level entry with its sub-entries (two levels only). */
export type PublicMenuItem = PublicMenuEntry & { children: PublicMenuEntry[] };

export type PublicSlide = { id: string; title: string; description: string | null; imageUrl: string };
export type PublicAbout = { title: string; content: string; imageUrl: string | null };
export type PublicService = { id: string; title: string; description: string; imageUrl: string | null };
export type PublicTestimonial = {
  id: string;
  clientName: string;
  clientTitle: string | null;
  imageUrl: string | null;
  rating: number;
  comment: string;
};
export type PublicFixedSection = {
  title: string;
  content: string | null;
  buttonText: string;
  buttonLink: string;
};
export type PublicTeamMember = {
  id: string;
  fullName: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
};
export type PublicTeam = { title: string; description: string | null; members: PublicTeamMember[] };

export type SocialLinks = {
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  youtube: string | null;
};

/** What every public page needs: the top bar's menu and the footer's and floating buttons' settings. */
export type PublicSite = {
  siteName: string;
  menu: PublicMenuItem[];
  contactPhone: string;
  contactEmail: string;
  contactAddress: string | null;
  /** The seller's trade name, MERSİS and tax numbers (the footer; null until set). */
  tradeName: string | null;
  mersisNumber: string | null;
  taxNumber: string | null;
  whatsappNumber: string | null;
  whatsappMessage: string | null;
  socialLinks: SocialLinks;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** The uploaded site logo (Logo settings, issue #11); null shows the default logo. */
  logoUrl: string | null;
};

export type BlogPostCard = {
  id: string;
  title: string;
  slug: string;
  summary: string;
  author: string;
  readTime: number;
  imageUrl: string | null;
  createdAt: string;
};

export type BlogPost = BlogPostCard & {
  content: string;
  keywords: string[];
  viewCount: number;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: string;
};

/** The whole home page in one answer (spec 3 §2.3; the old system made a dozen queries). */
export type PublicHome = {
  slides: PublicSlide[];
  about: PublicAbout | null;
  hero: PublicFixedSection | null;
  contact: PublicFixedSection | null;
  services: PublicService[];
  /** Null when the section is off or has no active member (spec 3 §2.3). */
  team: PublicTeam | null;
  testimonials: PublicTestimonial[];
  latestPosts: BlogPostCard[];
  /** Active products, newest first, at most 20 (spec 3 §9); the page shows 8. */
  products: ProductCard[];
};

export type PublicBlogList = { posts: BlogPostCard[] };
export type PublicBlogPost = { post: BlogPost };

/**
 * Where the public pages' loaders get their data: in the browser the API (features/public/content/api),
 * on the server the content service directly (no HTTP hop while rendering). A null post is a 404.
 */
export type PublicContentSource = {
  site: () => Promise<PublicSite>;
  home: () => Promise<PublicHome>;
  blogPosts: () => Promise<PublicBlogList>;
  blogPost: (slug: string) => Promise<PublicBlogPost | null>;
  /** The version in force of a legal text (ADR 0076); its page is site content like the blog's. */
  legalText: (kind: LegalTextKind) => Promise<CurrentLegalText>;
};

export const blogSlugParamSchema = z.object({ slug: textField().trim().min(1).max(200) });

/** Texts the server answers for content reads. */
export const contentErrorMessages = {
  postNotFound: 'Yazı bulunamadı.',
} as const;
