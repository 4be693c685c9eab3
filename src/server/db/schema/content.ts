import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordVersion } from './record-version.ts';

// The public site's content (spec 3 §3): what the home page, top bar, footer and blog show. Each
// process keeps what the public reads of them; a trigger on every one of these tables announces each
// change (migration 0016_kept_public_reads, ADR 0064).
// Images keep the stored_images key (when uploaded through the platform's upload field) and the URL
// the page shows; demo rows point at the project's own WebP files under /demo/.

export const fixedSectionTypes = ['hero', 'contact'] as const;

/** Top-bar menu: two levels (a child's parent has no parent; the service enforces it). */
export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    icon: text('icon'),
    parentId: uuid('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [index('menus_parent_order_idx').on(t.parentId, t.orderNumber)],
);

export const sliders = pgTable('sliders', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  imageUrl: text('image_url').notNull(),
  imageKey: text('image_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: recordVersion(),
});

/** The spec's hakkimizda: one row. */
export const aboutSections = pgTable('about_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  imageUrl: text('image_url'),
  imageKey: text('image_key'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: recordVersion(),
});

export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url'),
  imageKey: text('image_key'),
  orderNumber: integer('order_number').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: recordVersion(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientName: text('client_name').notNull(),
    clientTitle: text('client_title'),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    rating: integer('rating').notNull().default(5),
    comment: text('comment').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** One row per section type (hero, contact). */
export const fixedSections = pgTable('fixed_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  sectionType: text('section_type', { enum: fixedSectionTypes }).notNull().unique(),
  title: text('title').notNull(),
  content: text('content'),
  buttonText: text('button_text').notNull(),
  buttonLink: text('button_link').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  version: recordVersion(),
});

/** Single row, id 1. */
export const teamSettings = pgTable('team_settings', {
  id: integer('id').primaryKey().default(1),
  isSectionActive: boolean('is_section_active').notNull().default(true),
  sectionTitle: text('section_title').notNull().default('Ekibimiz'),
  sectionDescription: text('section_description'),
  version: recordVersion(),
});

export const teamMembers = pgTable('team_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  imageKey: text('image_key'),
  orderNumber: integer('order_number').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: recordVersion(),
});

export type SocialLinks = {
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  youtube: string | null;
};

/**
 * Single row, id 1: the home page's SEO and contact settings, plus the floating buttons and footer
 * links. The home page's hero is the hero fixed section and its services the services table (ADR 0061):
 * the row keeps nothing that no page shows.
 */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  siteName: text('site_name').notNull().default('Denge'),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactAddress: text('contact_address'),
  /** The seller's details a Turkish shop shows in its footer and contracts (issue #43, ADR 0076). */
  tradeName: text('trade_name'),
  mersisNumber: text('mersis_number'),
  taxNumber: text('tax_number'),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
  /** The floating chat button: international number without "+", and its prefilled message. */
  whatsappNumber: text('whatsapp_number'),
  whatsappMessage: text('whatsapp_message'),
  socialLinks: jsonb('social_links')
    .$type<SocialLinks>()
    .notNull()
    .default({ facebook: null, instagram: null, x: null, youtube: null }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: recordVersion(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    readTime: integer('read_time').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    check('blog_posts_read_time_min', sql`${t.readTime} >= 1`),
    index('blog_posts_active_created_idx').on(t.createdAt.desc()).where(sql`${t.isActive}`),
  ],
);
