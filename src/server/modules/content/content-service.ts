import { asc, desc, eq } from 'drizzle-orm';
import type {
  PublicContentSource,
  PublicFixedSection,
  PublicHome,
  PublicMenuItem,
  PublicSite,
} from '../../../shared/schemas/content.ts';
import { emptyPublicSite } from '../../../shared/public-site-defaults.ts';
import type { Database } from '../../db/client.ts';
import {
  aboutSections,
  fixedSections,
  menus,
  services,
  siteSettings,
  sliders,
  teamMembers,
  teamSettings,
  testimonials,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { keep } from '../../realtime/kept-reads.ts';
import { HOME_PRODUCTS_FETCHED } from '../../../shared/schemas/shop.ts';
import { getPublicBlogList, getPublicBlogPost, listLatestBlogPostCards } from '../blog/blog-public-service.ts';
import { isMenuIcon } from './content-menus-service.ts';
import { listActiveProducts } from '../shop/shop-catalogue-service.ts';
import { getSiteLogo } from '../settings/settings-logo-service.ts';
import { getPublicLegalText } from '../legal-texts/legal-texts-service.ts';
import { publicRichText } from '../../rich-text/sanitizer.ts';

// Public reads of the site's content (spec 3 §7 "Public reads"): only active rows, in the spec's
// orders (the blog's own reads are the blog module's, blog-public-service.ts). The home page is one round of reads issued together, kept for a few seconds per process (a
// busy home page then costs no query at all) and dropped at once when a table it reads changes: the
// tables' triggers announce every change to every process (realtime/kept-reads.ts, ADR 0064).

type MenuRow = typeof menus.$inferSelect;

/** Two levels: top-level entries (no parent) with their active children, each in order_number order. */
export function toMenuTree(rows: MenuRow[]): PublicMenuItem[] {
  const toItem = (row: MenuRow): PublicMenuItem => ({
    id: row.id,
    title: row.title,
    path: row.path,
    icon: isMenuIcon(row.icon) ? row.icon : null,
    children: [],
  });
  const sorted = [...rows].sort((a, b) => a.orderNumber - b.orderNumber);
  const topLevel = sorted.filter((row) => row.parentId === null).map(toItem);
  const byId = new Map(topLevel.map((item) => [item.id, item]));
  for (const row of sorted) {
    if (row.parentId !== null) byId.get(row.parentId)?.children.push(toItem(row));
  }
  return topLevel;
}

function toPublicSite(
  settings: typeof siteSettings.$inferSelect | undefined,
  menuRows: MenuRow[],
): Omit<PublicSite, 'logoUrl'> {
  const menu = toMenuTree(menuRows);
  // The empty site's logo is replaced by the caller's, like a saved site's.
  if (!settings) return { ...emptyPublicSite, menu };
  return {
    siteName: settings.siteName,
    menu,
    contactPhone: settings.contactPhone,
    contactEmail: settings.contactEmail,
    contactAddress: settings.contactAddress,
    tradeName: settings.tradeName,
    mersisNumber: settings.mersisNumber,
    taxNumber: settings.taxNumber,
    whatsappNumber: settings.whatsappNumber,
    whatsappMessage: settings.whatsappMessage,
    socialLinks: settings.socialLinks,
    metaTitle: settings.metaTitle || settings.siteName,
    metaDescription: settings.metaDescription ?? '',
    metaKeywords: settings.metaKeywords ?? '',
  };
}

const readActiveMenus = (db: Database) =>
  db.select().from(menus).where(eq(menus.isActive, true)).orderBy(asc(menus.parentId), asc(menus.orderNumber));
const readSettings = (db: Database) => db.select().from(siteSettings).where(eq(siteSettings.id, 1));

/** The top bar and footer data every public page needs (kept like the home page). */
export function getPublicSite(db: Database): Promise<PublicSite> {
  return keep(db, 'content site', async () => {
    const [menuRows, [settings], { logoUrl }] = await Promise.all([
      readActiveMenus(db),
      readSettings(db),
      getSiteLogo(db),
    ]);
    return { ...toPublicSite(settings, menuRows), logoUrl };
  });
}

const toFixedSection = (row: typeof fixedSections.$inferSelect | undefined): PublicFixedSection | null =>
  row ? { title: row.title, content: row.content, buttonText: row.buttonText, buttonLink: row.buttonLink } : null;

/** GET /api/content/home: the whole home page (below the top bar), one round of reads. */
export function getPublicHome(db: Database): Promise<PublicHome> {
  return keep(db, 'content home', async () => {
    const [slideRows, [about], serviceRows, testimonialRows, sectionRows, [team], memberRows, postRows, productCards] =
      await Promise.all([
        db.select().from(sliders).orderBy(desc(sliders.createdAt)),
        db
          .select()
          .from(aboutSections)
          .where(eq(aboutSections.isActive, true))
          .orderBy(desc(aboutSections.updatedAt))
          .limit(1),
        db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.orderNumber)),
        db.select().from(testimonials).where(eq(testimonials.isActive, true)).orderBy(desc(testimonials.createdAt)),
        db.select().from(fixedSections).where(eq(fixedSections.isActive, true)),
        db.select().from(teamSettings).where(eq(teamSettings.id, 1)),
        db.select().from(teamMembers).where(eq(teamMembers.isActive, true)).orderBy(asc(teamMembers.orderNumber)),
        listLatestBlogPostCards(db, 3),
        listActiveProducts(db, { limit: HOME_PRODUCTS_FETCHED }),
      ]);
    const isTeamShown = (team?.isSectionActive ?? false) && memberRows.length > 0;
    return {
      slides: slideRows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        imageUrl: row.imageUrl,
      })),
      about: about ? { title: about.title, content: publicRichText(about.content), imageUrl: about.imageUrl } : null,
      hero: toFixedSection(sectionRows.find((row) => row.sectionType === 'hero')),
      contact: toFixedSection(sectionRows.find((row) => row.sectionType === 'contact')),
      services: serviceRows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        imageUrl: row.imageUrl,
      })),
      team:
        isTeamShown && team
          ? {
              title: team.sectionTitle,
              description: team.sectionDescription,
              members: memberRows.map((row) => ({
                id: row.id,
                fullName: row.fullName,
                title: row.title,
                description: row.description,
                imageUrl: row.imageUrl,
              })),
            }
          : null,
      testimonials: testimonialRows.map((row) => ({
        id: row.id,
        clientName: row.clientName,
        clientTitle: row.clientTitle,
        imageUrl: row.imageUrl,
        rating: row.rating,
        comment: row.comment,
      })),
      latestPosts: postRows,
      products: productCards,
    };
  });
}

/** The server-side source of the public pages' loaders (see PublicContentSource). */
export function createPublicContentSource(db: Database): PublicContentSource {
  return {
    site: () => getPublicSite(db),
    home: () => getPublicHome(db),
    blogPosts: () => getPublicBlogList(db),
    blogPost: async (slug) => {
      try {
        return await getPublicBlogPost(db, slug);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },
    legalText: (kind) => getPublicLegalText(db, kind),
  };
}
