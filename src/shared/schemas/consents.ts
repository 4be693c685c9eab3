import type { ConsentChannel, ConsentDecision, ExplicitConsentState } from '../consent-constants.ts';
import type { LegalTextKind } from '../legal-text-constants.ts';
import { z } from '../zod-turkish.ts';

// Consent with proof (issue #43, ADR 0081): the client's first sign-in step, the açık rıza in the
// profile, and the answers of the client's and the dietitian's reads.

export const consentsValidationMessages = {
  privacyNoticeRequired: 'Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.',
  explicitConsentRequired: 'Açık rıza için bir seçim yapmalısınız: veriyorum ya da vermiyorum.',
  bookingPrivacyNoticeRequired: 'Randevu almak için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.',
} as const;

const m = consentsValidationMessages;

/** A required checkbox: a boolean (the form starts unticked) that must be true. */
const requiredTick = (message: string) => z.boolean({ error: message }).refine((isTicked) => isTicked, message);

/** The first sign-in step (or a new version that asks again): both answers at once. */
export const recordConsentStepSchema = z.object({
  privacyNoticeAcknowledged: requiredTick(m.privacyNoticeRequired),
  explicitConsent: z.enum(['given', 'withheld'], { error: m.explicitConsentRequired }),
});
export type RecordConsentStep = z.output<typeof recordConsentStepSchema>;
export type RecordConsentStepInput = z.input<typeof recordConsentStepSchema>;

/** The booking form's checkbox, required: the visitor has read the aydınlatma metni. */
export const bookingPrivacyNoticeField = requiredTick(m.bookingPrivacyNoticeRequired);

/** One recorded decision, as the client's 'Onaylarım' and the dietitian's client detail list it. */
export type ConsentRecord = {
  id: string;
  kind: LegalTextKind;
  version: number;
  versionPublishedAt: string;
  decision: ConsentDecision;
  channel: ConsentChannel;
  createdAt: string;
  withdrawnAt: string | null;
};

/** A text the client must see (the current version), with what the client last decided about it. */
export type ConsentText = {
  kind: LegalTextKind;
  version: number;
  publishedAt: string;
  /** Sanitised HTML of the version in force. */
  body: string;
};

/** GET /api/me/consents: whether the consent step must come first, the texts, and the client's records. */
export type MyConsents = {
  isStepNeeded: boolean;
  explicitConsent: ExplicitConsentState;
  privacyNotice: ConsentText;
  explicitConsentText: ConsentText;
  records: ConsentRecord[];
};

/** The dietitian's view of one client's consents. */
export type ClientConsents = {
  explicitConsent: ExplicitConsentState;
  /** The version of the açık rıza decision in force (null when none). */
  explicitConsentVersion: number | null;
  explicitConsentAt: string | null;
  privacyNoticeVersion: number | null;
  privacyNoticeAt: string | null;
  /** The client must confirm a newer version at their next visit. */
  isStepNeeded: boolean;
  records: ConsentRecord[];
};
