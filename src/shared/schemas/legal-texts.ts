import { textField } from '../fields/text-field.ts';
import type { LegalTextKind } from '../legal-text-constants.ts';
import { z } from '../zod-turkish.ts';

// The legal texts with versions (issue #43, ADR 0076): the admin's publish form and the answers of
// the admin and public reads. Each publish is a new version; nothing is ever edited in place.

export const legalTextsValidationMessages = {
  bodyRequired: 'Metin boş olamaz.',
  bodyTooLong: (max: number) => `Metin en fazla ${max} karakter olabilir.`,
} as const;

export const LEGAL_TEXT_BODY_MAX = 100_000;

const m = legalTextsValidationMessages;

export const publishLegalTextSchema = z.object({
  body: textField({ error: m.bodyRequired, multiline: true })
    .trim()
    .min(1, m.bodyRequired)
    .max(LEGAL_TEXT_BODY_MAX, m.bodyTooLong(LEGAL_TEXT_BODY_MAX)),
  /** Clients confirm this version again in the client area (ADR 0081); left out, a minor change. */
  requiresReconsent: z.boolean({ error: 'Yeniden onay seçimi geçersiz.' }).optional().default(false),
});
export type PublishLegalText = z.output<typeof publishLegalTextSchema>;
export type PublishLegalTextInput = z.input<typeof publishLegalTextSchema>;

/** One published version, as the consent feature records it and the public page shows it. */
export type CurrentLegalText = {
  kind: LegalTextKind;
  version: number;
  /** Sanitised HTML. */
  body: string;
  publishedAt: string;
  /** The dietitian asked people to confirm this version again (ADR 0081). */
  requiresReconsent: boolean;
};

/** A row of the admin list: a kind with its current version (null before the first one). */
export type AdminLegalTextSummary = {
  kind: LegalTextKind;
  version: number | null;
  publishedAt: string | null;
};

export type LegalTextVersionSummary = {
  version: number;
  publishedAt: string;
  /** The admin who published it; null for the template the practice started with. */
  publishedBy: string | null;
};

/** One kind on the admin screen: the current text and its history, newest first. */
export type AdminLegalText = {
  kind: LegalTextKind;
  current: CurrentLegalText | null;
  versions: LegalTextVersionSummary[];
};
