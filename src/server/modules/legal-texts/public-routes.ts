import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readLegalTextKind } from './legal-text-params.ts';
import { getPublicLegalText } from './legal-texts-service.ts';

/** /api/legal-texts/:kind: the version in force of one text, as its public page shows it. */
export const publicLegalTextsRoutes = new Hono<AppEnv>().get('/:kind', async (c) =>
  c.json({ legalText: await getPublicLegalText(c.var.deps.db, readLegalTextKind(c)) }),
);
