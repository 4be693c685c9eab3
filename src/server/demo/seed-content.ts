import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  aboutSections,
  blogPosts,
  fixedSections,
  menus,
  services,
  siteSettings,
  sliders,
  teamMembers,
  teamSettings,
  testimonials,
} from '../db/schema/index.ts';
import {
  demoAbout,
  demoFixedSections,
  demoImage,
  demoMenus,
  demoPosts,
  demoServices,
  demoSiteSettings,
  demoSlides,
  demoTeamMembers,
  demoTeamSettings,
  demoTestimonials,
} from './data/content.ts';

const isEmpty = async (db: Database, table: PgTable) => {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
};

/**
 * The demo practice's public site (src/server/demo/data/content.ts). Each table is filled only when
 * it is empty, so the dietitian's own content is never touched and a second run adds nothing.
 */
export async function seedContent(db: Database): Promise<number> {
  let changed = 0;
  if (await isEmpty(db, siteSettings)) {
    await db.insert(siteSettings).values({ id: 1, ...demoSiteSettings });
    changed++;
  }
  if (await isEmpty(db, menus)) {
    for (const [index, entry] of demoMenus.entries()) {
      const [parent] = await db
        .insert(menus)
        .values({ title: entry.title, path: entry.path, icon: entry.icon, orderNumber: index })
        .returning({ id: menus.id });
      if (entry.children?.length) {
        await db
          .insert(menus)
          .values(
            entry.children.map((child, childIndex) => ({ ...child, parentId: parent!.id, orderNumber: childIndex })),
          );
      }
    }
    changed++;
  }
  if (await isEmpty(db, sliders)) {
    // Oldest first, so that "newest first" shows them in the written order.
    const now = Date.now();
    await db.insert(sliders).values(
      demoSlides.map((slide, index) => ({
        title: slide.title,
        description: slide.description,
        imageUrl: demoImage(slide.image),
        createdAt: new Date(now - index * 60_000),
      })),
    );
    changed++;
  }
  if (await isEmpty(db, aboutSections)) {
    await db
      .insert(aboutSections)
      .values({ title: demoAbout.title, content: demoAbout.content, imageUrl: demoImage(demoAbout.image) });
    changed++;
  }
  if (await isEmpty(db, services)) {
    await db.insert(services).values(
      demoServices.map((service, index) => ({
        title: service.title,
        description: service.description,
        imageUrl: demoImage(service.image),
        orderNumber: index,
      })),
    );
    changed++;
  }
  if (await isEmpty(db, testimonials)) {
    const now = Date.now();
    await db.insert(testimonials).values(
      demoTestimonials.map((testimonial, index) => ({
        clientName: testimonial.clientName,
        clientTitle: testimonial.clientTitle,
        rating: testimonial.rating,
        comment: testimonial.comment,
        imageUrl: demoImage(testimonial.image),
        createdAt: new Date(now - index * 86_400_000),
      })),
    );
    changed++;
  }
  if (await isEmpty(db, fixedSections)) {
    await db.insert(fixedSections).values(demoFixedSections);
    changed++;
  }
  if (await isEmpty(db, teamSettings)) {
    await db.insert(teamSettings).values({ id: 1, ...demoTeamSettings });
    changed++;
  }
  if (await isEmpty(db, teamMembers)) {
    await db.insert(teamMembers).values(
      demoTeamMembers.map((member, index) => ({
        fullName: member.fullName,
        title: member.title,
        description: member.description,
        imageUrl: demoImage(member.image),
        orderNumber: index,
      })),
    );
    changed++;
  }
  if (await isEmpty(db, blogPosts)) {
    const now = Date.now();
    await db.insert(blogPosts).values(
      demoPosts.map(({ image, daysAgo, ...post }) => {
        const createdAt = new Date(now - daysAgo * 86_400_000);
        return { ...post, imageUrl: demoImage(image), createdAt, updatedAt: createdAt };
      }),
    );
    changed++;
  }
  return changed;
}
