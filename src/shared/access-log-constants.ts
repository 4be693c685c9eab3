// The access log's screens (issue #43, ADR 0084), zod-free: the report and profile screens paint
// without zod (ADR 0026, src/public-bundle.test.ts).

/**
 * The screens whose reads are recorded: a short stable key (kept in the trail as the row's entity)
 * and the label both sides show. A key is never renamed, since old rows keep it.
 */
const accessLogScreenLabels = {
  client: 'Danışan Bilgileri',
  report: 'Rapor',
  measurements: 'Ölçümler',
  diary: 'Kalori Takibi',
  'nutrition-program': 'Beslenme Programı',
  'nutrition-program-pdf': 'Beslenme Programı (PDF)',
  'report-pdf': 'Rapor (PDF)',
  messages: 'Mesajlar',
  consents: 'Onay Kayıtları',
  // The whole file of a client's data (ADR 0073), by the client or the dietitian.
  'data-export': 'Tüm Veriler (İndirme)',
} as const;

export type AccessLogScreen = keyof typeof accessLogScreenLabels;

/** The label of a screen key; an unknown key (a later version's) is shown as it is. */
export function accessLogScreenLabel(screen: string): string {
  return Object.hasOwn(accessLogScreenLabels, screen) ? accessLogScreenLabels[screen as AccessLogScreen] : screen;
}
