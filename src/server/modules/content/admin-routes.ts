import { Hono } from 'hono';
import {
  moveSchema,
  saveAboutSchema,
  saveFixedSectionSchema,
  saveMenuSchema,
  saveServiceSchema,
  saveSiteSettingsSchema,
  saveSliderSchema,
  saveTeamMemberSchema,
  saveTeamSettingsSchema,
  saveTestimonialSchema,
  saveWhatsappSettingsSchema,
  setActiveSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import { getAdminAbout, saveAbout, setAboutActive } from './content-about-service.ts';
import { listAdminFixedSections, setFixedSectionActive, updateFixedSection } from './content-fixed-sections-service.ts';
import {
  createMenu,
  deleteMenu,
  listAdminMenus,
  moveMenu,
  setMenuActive,
  updateMenu,
} from './content-menus-service.ts';
import {
  createService,
  deleteService,
  listAdminServices,
  moveService,
  setServiceActive,
  updateService,
} from './content-services-service.ts';
import { getAdminSiteSettings, saveSiteSettings, saveWhatsappSettings } from './content-site-settings-service.ts';
import { createSlider, deleteSlider, listAdminSliders, updateSlider } from './content-sliders-service.ts';
import {
  createTeamMember,
  deleteTeamMember,
  getAdminTeam,
  moveTeamMember,
  saveTeamSettings,
  setTeamMemberActive,
  updateTeamMember,
} from './content-team-service.ts';
import {
  createTestimonial,
  deleteTestimonial,
  listAdminTestimonials,
  setTestimonialActive,
  updateTestimonial,
} from './content-testimonials-service.ts';

/**
 * /api/admin/content: the CMS screens of spec 3 §2.10 (home page settings, sliders, menus, about,
 * services, testimonials, fixed sections, team) and the WhatsApp button. Every write is announced by
 * the tables' triggers, and every process drops its kept public pages (realtime/kept-reads.ts).
 */
export const adminContentRoutes = new Hono<AppEnv>()
  // Home page settings and the WhatsApp button (one row)
  .get('/site-settings', async (c) => c.json({ siteSettings: await getAdminSiteSettings(c.var.deps.db) }))
  .put('/site-settings', jsonBodyAtVersion(saveSiteSettingsSchema), async (c) =>
    c.json({ siteSettings: await saveSiteSettings(c.var.deps.db, c.req.valid('json')) }),
  )
  .put('/whatsapp', jsonBodyAtVersion(saveWhatsappSettingsSchema), async (c) =>
    c.json({ whatsapp: await saveWhatsappSettings(c.var.deps.db, c.req.valid('json')) }),
  )
  // Sliders
  .get('/sliders', async (c) => c.json({ sliders: await listAdminSliders(c.var.deps.db) }))
  .post('/sliders', jsonBody(saveSliderSchema), async (c) =>
    c.json({ slider: await createSlider(c.var.deps, c.req.valid('json')) }, 201),
  )
  .put('/sliders/:id', uuidParam('id'), jsonBodyAtVersion(saveSliderSchema), async (c) =>
    c.json({ slider: await updateSlider(c.var.deps, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .delete('/sliders/:id', uuidParam('id'), async (c) => {
    await deleteSlider(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  // Menus
  .get('/menus', async (c) => c.json({ menus: await listAdminMenus(c.var.deps.db) }))
  .post('/menus', jsonBody(saveMenuSchema), async (c) =>
    c.json({ menu: await createMenu(c.var.deps.db, c.req.valid('json')) }, 201),
  )
  .put('/menus/:id', uuidParam('id'), jsonBodyAtVersion(saveMenuSchema), async (c) =>
    c.json({ menu: await updateMenu(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .patch('/menus/:id/active', uuidParam('id'), jsonBody(setActiveSchema), async (c) =>
    c.json({ menu: await setMenuActive(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .post('/menus/:id/move', uuidParam('id'), jsonBody(moveSchema), async (c) =>
    c.json({ menus: await moveMenu(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .delete('/menus/:id', uuidParam('id'), async (c) => {
    await deleteMenu(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  // About (one record)
  .get('/about', async (c) => c.json({ about: await getAdminAbout(c.var.deps.db) }))
  .put('/about', jsonBodyAtVersion(saveAboutSchema), async (c) =>
    c.json({ about: await saveAbout(c.var.deps, c.req.valid('json')) }),
  )
  .patch('/about/active', jsonBody(setActiveSchema), async (c) =>
    c.json({ about: await setAboutActive(c.var.deps.db, c.req.valid('json').isActive) }),
  )
  // Services
  .get('/services', async (c) => c.json({ services: await listAdminServices(c.var.deps.db) }))
  .post('/services', jsonBody(saveServiceSchema), async (c) =>
    c.json({ service: await createService(c.var.deps, c.req.valid('json')) }, 201),
  )
  .put('/services/:id', uuidParam('id'), jsonBodyAtVersion(saveServiceSchema), async (c) =>
    c.json({ service: await updateService(c.var.deps, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .patch('/services/:id/active', uuidParam('id'), jsonBody(setActiveSchema), async (c) =>
    c.json({ service: await setServiceActive(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .post('/services/:id/move', uuidParam('id'), jsonBody(moveSchema), async (c) =>
    c.json({ services: await moveService(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .delete('/services/:id', uuidParam('id'), async (c) => {
    await deleteService(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  // Testimonials
  .get('/testimonials', async (c) => c.json({ testimonials: await listAdminTestimonials(c.var.deps.db) }))
  .post('/testimonials', jsonBody(saveTestimonialSchema), async (c) =>
    c.json({ testimonial: await createTestimonial(c.var.deps, c.req.valid('json')) }, 201),
  )
  .put('/testimonials/:id', uuidParam('id'), jsonBodyAtVersion(saveTestimonialSchema), async (c) =>
    c.json({
      testimonial: await updateTestimonial(c.var.deps, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }),
    }),
  )
  .patch('/testimonials/:id/active', uuidParam('id'), jsonBody(setActiveSchema), async (c) =>
    c.json({
      testimonial: await setTestimonialActive(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }),
    }),
  )
  .delete('/testimonials/:id', uuidParam('id'), async (c) => {
    await deleteTestimonial(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  // Fixed sections (hero, contact)
  .get('/fixed-sections', async (c) => c.json({ fixedSections: await listAdminFixedSections(c.var.deps.db) }))
  .put('/fixed-sections/:id', uuidParam('id'), jsonBodyAtVersion(saveFixedSectionSchema), async (c) =>
    c.json({
      fixedSection: await updateFixedSection(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }),
    }),
  )
  .patch('/fixed-sections/:id/active', uuidParam('id'), jsonBody(setActiveSchema), async (c) =>
    c.json({
      fixedSection: await setFixedSectionActive(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }),
    }),
  )
  // Team
  .get('/team', async (c) => c.json(await getAdminTeam(c.var.deps.db)))
  .put('/team/settings', jsonBodyAtVersion(saveTeamSettingsSchema), async (c) =>
    c.json({ settings: await saveTeamSettings(c.var.deps.db, c.req.valid('json')) }),
  )
  .post('/team/members', jsonBody(saveTeamMemberSchema), async (c) =>
    c.json({ member: await createTeamMember(c.var.deps, c.req.valid('json')) }, 201),
  )
  .put('/team/members/:id', uuidParam('id'), jsonBodyAtVersion(saveTeamMemberSchema), async (c) =>
    c.json({ member: await updateTeamMember(c.var.deps, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .patch('/team/members/:id/active', uuidParam('id'), jsonBody(setActiveSchema), async (c) =>
    c.json({
      member: await setTeamMemberActive(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }),
    }),
  )
  .post('/team/members/:id/move', uuidParam('id'), jsonBody(moveSchema), async (c) =>
    c.json({ members: await moveTeamMember(c.var.deps.db, { id: readUuidParam(c, 'id'), ...c.req.valid('json') }) }),
  )
  .delete('/team/members/:id', uuidParam('id'), async (c) => {
    await deleteTeamMember(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
