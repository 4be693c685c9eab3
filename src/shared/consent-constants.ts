// Consent with proof (issue #43, ADR 0081), without zod: the client area, the booking form and the
// checkout read these labels, and the server's table takes its closed lists from here.

/** What a person did with a text: the aydınlatma metni is acknowledged (read), açık rıza given or withheld, a contract accepted. */
export const consentDecisions = ['acknowledged', 'given', 'withheld', 'accepted'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];

/** How: the screen and checkbox the decision was made on. Kept in Turkish, as the screens' addresses. */
export const consentChannels = ['ilk-giris', 'randevu', 'odeme', 'profil'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

export const consentChannelLabels: Record<ConsentChannel, string> = {
  'ilk-giris': 'İlk girişte onay ekranı',
  randevu: 'Randevu formu',
  odeme: 'Sipariş (ödeme) adımı',
  profil: 'Profil · Onaylarım',
};

export const consentDecisionLabels: Record<ConsentDecision, string> = {
  acknowledged: 'Okudum, anladım',
  given: 'Açık rıza verildi',
  withheld: 'Açık rıza verilmedi',
  accepted: 'Kabul edildi',
};

/** The client's açık rıza for health data as it stands now. */
export const explicitConsentStates = ['given', 'withheld', 'withdrawn', 'none'] as const;
export type ExplicitConsentState = (typeof explicitConsentStates)[number];

export const explicitConsentStateLabels: Record<ExplicitConsentState, string> = {
  given: 'Verildi',
  withheld: 'Verilmedi',
  withdrawn: 'Geri çekildi',
  none: 'Henüz sorulmadı',
};
