import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { SessionResponse } from '../../shared/schemas/auth.ts';
import { PAGE_FRAME_ELEMENT_ID, type PageFrameData } from '../../shared/ssr.ts';
import { readPageJson } from '../lib/page-data.ts';
import { queryKeys } from '../lib/query-keys.ts';

// A private area's page comes rendered by the server with its frame's data (ADR 0035): the session,
// and the admin panel's appearance or the client header's site logo. The browser's query cache starts
// with the same data before it hydrates, so its first render is the server's (and neither the remembered
// appearance nor the logo of an earlier visit can make it differ).

/** On the server, the page being rendered: its session and frame data. Null in the browser. */
export const ServerPageContext = createContext<{ session: SessionResponse; frame: PageFrameData } | null>(null);

/**
 * Puts the frame's data into a query cache under the keys its screens read it by. It counts as old
 * (updatedAt 0), as the remembered appearance and logo it stands in for did: the screens still ask
 * the server once they run, so a settings screen shows a failed load as before.
 */
export function seedFrameQueries(client: QueryClient, frame: PageFrameData | null) {
  const asOld = { updatedAt: 0 };
  if (frame?.adminAppearance) {
    client.setQueryData(queryKeys.admin.settings, { appearance: frame.adminAppearance }, asOld);
  }
  if (frame?.siteLogo) client.setQueryData(queryKeys.public.siteLogo, frame.siteLogo, asOld);
  if (frame?.consentStepNeeded !== undefined) {
    client.setQueryData(queryKeys.me.consentStepAtLoad, frame.consentStepNeeded, asOld);
  }
}

let hasReadPageFrame = false;

/** The frame data the page arrived with, once per page load (later renders start from the cache). */
export function takePageFrame(): PageFrameData | null {
  if (hasReadPageFrame) return null;
  hasReadPageFrame = true;
  return readPageJson<PageFrameData>(PAGE_FRAME_ELEMENT_ID);
}
