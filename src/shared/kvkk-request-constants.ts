// KVKK Article 11 requests (issue #43, ADR 0085), without zod: the client's 'Verilerim', the public
// form and the dietitian's queue read these labels, and the server's table takes its closed lists here.

/** What the person asks for (KVKK Art. 11): to learn what is processed, a correction, an erasure, an objection. */
export const kvkkRequestKinds = ['information', 'correction', 'erasure', 'objection'] as const;
export type KvkkRequestKind = (typeof kvkkRequestKinds)[number];

/** The long label of the form's choice, in the words of Article 11. */
export const kvkkRequestKindLabels: Record<KvkkRequestKind, string> = {
  information: 'Bilgi talebi: hangi kişisel verilerimin işlendiğini öğrenmek istiyorum',
  correction: 'Düzeltme: eksik ya da yanlış işlenen verilerimin düzeltilmesini istiyorum',
  erasure: 'Silme: kişisel verilerimin silinmesini ya da yok edilmesini istiyorum',
  objection: 'İtiraz: verilerimin işlenmesine ya da bir sonuca itiraz ediyorum',
};

/** The short label of a list's column. */
export const kvkkRequestKindShortLabels: Record<KvkkRequestKind, string> = {
  information: 'Bilgi talebi',
  correction: 'Düzeltme',
  erasure: 'Silme',
  objection: 'İtiraz',
};

/** Yeni (received), İşlemde (the dietitian is on it), Yanıtlandı / Reddedildi (closed, the answer mailed). */
export const kvkkRequestStatuses = ['new', 'in_progress', 'answered', 'rejected'] as const;
export type KvkkRequestStatus = (typeof kvkkRequestStatuses)[number];

export const kvkkRequestStatusLabels: Record<KvkkRequestStatus, string> = {
  new: 'Yeni',
  in_progress: 'İşlemde',
  answered: 'Yanıtlandı',
  rejected: 'Reddedildi',
};

export const openKvkkRequestStatuses = ['new', 'in_progress'] as const satisfies readonly KvkkRequestStatus[];

/** KVKK Art. 13: the answer is due at the latest 30 days after the request reached the practice. */
export const KVKK_ANSWER_DAYS = 30;
/** The dietitian is reminded once when this many days or fewer are left. */
export const KVKK_REMINDER_DAYS_LEFT = 7;
/** A visitor's e-mail link confirms the request within this many hours; later the form is filled again. */
export const KVKK_VERIFICATION_HOURS = 24;

export const KVKK_REQUEST_TEXT_MAX = 2000;
export const KVKK_ANSWER_TEXT_MAX = 5000;
export const KVKK_NAME_MAX = 120;

/** The public form's address and the e-mail link's page. */
export const kvkkRequestPagePath = '/kvkk/basvuru';
export const kvkkVerificationPagePath = '/kvkk/basvuru/onay';
