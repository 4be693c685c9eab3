import { Hono } from 'hono';
import { toBusinessDay } from '../../../shared/dates.ts';
import type { AppEnv } from '../../app-context.ts';
import { sendClientDataExport, sendClientDataPdf } from './data-export-response.ts';

/** /api/me/privacy: the client's rights under KVKK Article 11; the data download ('Verilerim', issue #43). */
export const mePrivacyRoutes = new Hono<AppEnv>()
  .get('/data-export', (c) =>
    sendClientDataExport(c, { clientId: c.var.user.id, fileName: `denge-verilerim-${toBusinessDay()}.json` }),
  )
  // The same data as a readable PDF (ADR 0073, amendment 2026-11-28).
  .get('/data-export/pdf', (c) =>
    sendClientDataPdf(c, { clientId: c.var.user.id, fileName: `denge-verilerim-${toBusinessDay()}.pdf` }),
  );
