import { createHmac } from 'node:crypto';
import { VISITOR_APPOINTMENT_PARAM } from '../../../shared/appointment-constants.ts';

// The signed link of a visitor's appointment (ADR 0089): HMAC-SHA256 with AUTH_SECRET over the
// appointment and its start. Checked in appointments-visitor-link-service.ts.

type Slot = { id: string; date: string; time: string };

export const signatureOf = (secret: string, slot: Slot) =>
  createHmac('sha256', secret).update(`visitor-appointment:${slot.id}:${slot.date}T${slot.time}`).digest('base64url');

export const visitorLinkTokenOf = (secret: string, slot: Slot) => `${slot.id}.${signatureOf(secret, slot)}`;

/** The link a reminder carries; null without the site's address. */
export function visitorLinkOf(secret: string, slot: Slot, siteOrigin: string | undefined): string | null {
  if (!siteOrigin) return null;
  return new URL(`/randevu?${VISITOR_APPOINTMENT_PARAM}=${visitorLinkTokenOf(secret, slot)}`, siteOrigin).href;
}
