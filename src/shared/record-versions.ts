// Lost updates between two tabs or two staff members (issue #39, ADR 0053): every record an edit form
// saves carries the version it was read at; the server saves only while the record is still at that
// version and answers 409 `stale_version` with one text otherwise. Zod-free: pages import the texts.

/** A record as an edit form reads it: its fields plus the version the database keeps for it. */
export type Versioned = { version: number };

/**
 * The version of a one-row record (a settings screen) that was never saved: the row does not exist
 * yet, and the first save creates it at version 1.
 */
export const UNSAVED_VERSION = 0;

export const recordVersionMessages = {
  /** The one text of a stale save, whatever the record. */
  stale: 'Bu kayıt siz düzenlerken başka bir yerde değiştirildi. Güncel hâlini yükleyip değişikliğinizi yeniden yapın.',
  missing: 'Kaydın sürümü belirtilmeli. Sayfayı yenileyip tekrar deneyin.',
  reload: 'Güncel hâlini yükle',
  reloaded: 'Kaydın güncel hâli yüklendi. Değişikliğinizi yeniden yapıp kaydedebilirsiniz.',
  reloadError: 'Kaydın güncel hâli yüklenemedi. Lütfen tekrar deneyin.',
  gone: 'Bu kayıt başka bir yerde silinmiş.',
} as const;
