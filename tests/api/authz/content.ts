import { eq } from 'drizzle-orm';
import {
  aboutSections,
  fixedSections,
  siteSettings,
  teamSettings,
  menus,
  services,
  sliders,
  teamMembers,
  testimonials,
} from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the content module (src/server/modules/content): the public site's
// reads are open to everyone, signed in or not. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/content/site', 200),
  publicRoute('GET', '/api/content/home', 200),
  publicRoute('GET', '/api/content/blog-posts', 200),
  publicRoute('GET', '/api/content/blog-posts/:slug', 200, () => ({
    path: '/api/content/blog-posts/kan-sekerini-dengede-tutmanin-7-yolu',
  })),
];

// ---- The CMS (src/server/modules/content/admin-routes.ts): every route is the dietitian's only. ----

const contentAdmin = '/api/admin/content';

async function firstId(ctx: MatrixContext, table: typeof menus | typeof fixedSections): Promise<string> {
  const [row] = await ctx.db.select({ id: table.id }).from(table).limit(1);
  return row!.id;
}
/** The version a one-row record's screen would read: 0 while the row was never saved (ADR 0053). */
async function oneRowVersion(
  ctx: MatrixContext,
  table: typeof siteSettings | typeof aboutSections | typeof teamSettings,
) {
  const [row] = await ctx.db.select({ version: table.version }).from(table).limit(1);
  return row?.version ?? 0;
}
async function versionOf(ctx: MatrixContext, table: typeof fixedSections, id: string) {
  const [row] = await ctx.db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row!.version;
}
async function freshMenu(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(menus)
    .values({ title: 'Matris menüsü', path: '/matris' })
    .returning({ id: menus.id });
  return row!.id;
}
async function freshService(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(services)
    .values({ title: 'Matris hizmeti', description: 'Açıklama' })
    .returning({ id: services.id });
  return row!.id;
}
async function freshTestimonial(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(testimonials)
    .values({ clientName: 'Matris', comment: 'Yorum' })
    .returning({ id: testimonials.id });
  return row!.id;
}
async function freshSlider(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(sliders)
    .values({ title: 'Matris slaytı', imageUrl: '/demo/slide-1.webp' })
    .returning({ id: sliders.id });
  return row!.id;
}
async function freshMember(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(teamMembers)
    .values({ fullName: 'Matris Üyesi', title: 'Diyetisyen' })
    .returning({ id: teamMembers.id });
  return row!.id;
}

const siteSettingsBody = {
  heroTitle: 'Başlık',
  heroDescription: 'Açıklama',
  contactPhone: '02165550000',
  contactEmail: 'iletisim@ornek.com',
  services: [],
};
const fixedSectionBody = {
  title: 'Başlık',
  content: null,
  buttonText: 'Buton',
  buttonLink: '/randevu',
  isActive: true,
};

matrix.push(
  adminOnly('GET', `${contentAdmin}/site-settings`, 200),
  adminOnly('PUT', `${contentAdmin}/site-settings`, 200, async (ctx) => ({
    path: `${contentAdmin}/site-settings`,
    body: { ...siteSettingsBody, version: await oneRowVersion(ctx, siteSettings) },
  })),
  adminOnly('PUT', `${contentAdmin}/whatsapp`, 200, async (ctx) => ({
    path: `${contentAdmin}/whatsapp`,
    body: {
      whatsappNumber: '905321112233',
      whatsappMessage: 'Merhaba',
      version: await oneRowVersion(ctx, siteSettings),
    },
  })),
  adminOnly('GET', `${contentAdmin}/sliders`, 200),
  // A slide needs an uploaded picture: an unknown key is a 400 for the admin, after the guard.
  adminOnly('POST', `${contentAdmin}/sliders`, 400, () => ({
    path: `${contentAdmin}/sliders`,
    body: { title: 'Matris', image: { key: 'bilinmeyen/1', url: null } },
  })),
  adminOnly('PUT', `${contentAdmin}/sliders/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/sliders/${await freshSlider(ctx)}`,
    body: { title: 'Matris', image: { key: null, url: '/demo/slide-1.webp' }, version: 1 },
  })),
  adminOnly('DELETE', `${contentAdmin}/sliders/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/sliders/${await freshSlider(ctx)}`,
  })),
  adminOnly('GET', `${contentAdmin}/menus`, 200),
  adminOnly('POST', `${contentAdmin}/menus`, 201, () => ({
    path: `${contentAdmin}/menus`,
    body: { title: 'Matris', path: '/matris' },
  })),
  adminOnly('PUT', `${contentAdmin}/menus/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/menus/${await freshMenu(ctx)}`,
    body: { title: 'Matris', path: '/matris', icon: 'home', version: 1 },
  })),
  adminOnly('PATCH', `${contentAdmin}/menus/:id/active`, 200, async (ctx) => ({
    path: `${contentAdmin}/menus/${await freshMenu(ctx)}/active`,
    body: { isActive: false },
  })),
  adminOnly('POST', `${contentAdmin}/menus/:id/move`, 200, async (ctx) => ({
    path: `${contentAdmin}/menus/${await freshMenu(ctx)}/move`,
    body: { direction: 'up' },
  })),
  adminOnly('DELETE', `${contentAdmin}/menus/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/menus/${await freshMenu(ctx)}`,
  })),
  adminOnly('GET', `${contentAdmin}/about`, 200),
  adminOnly('PUT', `${contentAdmin}/about`, 200, async (ctx) => ({
    path: `${contentAdmin}/about`,
    body: {
      title: 'Hakkımızda',
      content: '<p>Metin</p>',
      image: null,
      isActive: true,
      version: await oneRowVersion(ctx, aboutSections),
    },
  })),
  adminOnly('PATCH', `${contentAdmin}/about/active`, 200, () => ({
    path: `${contentAdmin}/about/active`,
    body: { isActive: true },
  })),
  adminOnly('GET', `${contentAdmin}/services`, 200),
  adminOnly('POST', `${contentAdmin}/services`, 201, () => ({
    path: `${contentAdmin}/services`,
    body: { title: 'Matris', description: 'Açıklama' },
  })),
  adminOnly('PUT', `${contentAdmin}/services/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/services/${await freshService(ctx)}`,
    body: { title: 'Matris', description: 'Açıklama', version: 1 },
  })),
  adminOnly('PATCH', `${contentAdmin}/services/:id/active`, 200, async (ctx) => ({
    path: `${contentAdmin}/services/${await freshService(ctx)}/active`,
    body: { isActive: false },
  })),
  adminOnly('POST', `${contentAdmin}/services/:id/move`, 200, async (ctx) => ({
    path: `${contentAdmin}/services/${await freshService(ctx)}/move`,
    body: { direction: 'up' },
  })),
  adminOnly('DELETE', `${contentAdmin}/services/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/services/${await freshService(ctx)}`,
  })),
  adminOnly('GET', `${contentAdmin}/testimonials`, 200),
  adminOnly('POST', `${contentAdmin}/testimonials`, 201, () => ({
    path: `${contentAdmin}/testimonials`,
    body: { clientName: 'Matris', comment: 'Yorum' },
  })),
  adminOnly('PUT', `${contentAdmin}/testimonials/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/testimonials/${await freshTestimonial(ctx)}`,
    body: { clientName: 'Matris', comment: 'Yorum', rating: 4, version: 1 },
  })),
  adminOnly('PATCH', `${contentAdmin}/testimonials/:id/active`, 200, async (ctx) => ({
    path: `${contentAdmin}/testimonials/${await freshTestimonial(ctx)}/active`,
    body: { isActive: false },
  })),
  adminOnly('DELETE', `${contentAdmin}/testimonials/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/testimonials/${await freshTestimonial(ctx)}`,
  })),
  adminOnly('GET', `${contentAdmin}/fixed-sections`, 200),
  adminOnly('PUT', `${contentAdmin}/fixed-sections/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/fixed-sections/${await firstId(ctx, fixedSections)}`,
    body: { ...fixedSectionBody, version: await versionOf(ctx, fixedSections, await firstId(ctx, fixedSections)) },
  })),
  adminOnly('PATCH', `${contentAdmin}/fixed-sections/:id/active`, 200, async (ctx) => ({
    path: `${contentAdmin}/fixed-sections/${await firstId(ctx, fixedSections)}/active`,
    body: { isActive: true },
  })),
  adminOnly('GET', `${contentAdmin}/team`, 200),
  adminOnly('PUT', `${contentAdmin}/team/settings`, 200, async (ctx) => ({
    path: `${contentAdmin}/team/settings`,
    body: { isSectionActive: true, sectionTitle: 'Ekibimiz', version: await oneRowVersion(ctx, teamSettings) },
  })),
  adminOnly('POST', `${contentAdmin}/team/members`, 201, () => ({
    path: `${contentAdmin}/team/members`,
    body: { fullName: 'Matris', title: 'Diyetisyen' },
  })),
  adminOnly('PUT', `${contentAdmin}/team/members/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/team/members/${await freshMember(ctx)}`,
    body: { fullName: 'Matris', title: 'Diyetisyen', version: 1 },
  })),
  adminOnly('PATCH', `${contentAdmin}/team/members/:id/active`, 200, async (ctx) => ({
    path: `${contentAdmin}/team/members/${await freshMember(ctx)}/active`,
    body: { isActive: false },
  })),
  adminOnly('POST', `${contentAdmin}/team/members/:id/move`, 200, async (ctx) => ({
    path: `${contentAdmin}/team/members/${await freshMember(ctx)}/move`,
    body: { direction: 'up' },
  })),
  adminOnly('DELETE', `${contentAdmin}/team/members/:id`, 200, async (ctx) => ({
    path: `${contentAdmin}/team/members/${await freshMember(ctx)}`,
  })),
);
