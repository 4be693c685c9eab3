// Image uploads: the kinds of image the admin screens upload, their limits and the spec's Turkish
// texts (spec 3 §5, §8, §9; spec 2 §5 for the logo). The server enforces them; the upload field
// checks the size first so that nobody waits for a 10 MB upload to be refused.

const MB = 1024 * 1024;

/** The spec's "must be an image" text; also used for SVGs, polyglots, renamed and broken files. */
export const invalidImageMessage = 'Lütfen geçerli bir resim dosyası seçin';
/** The spec's generic upload failure text (§8). */
export const uploadFailedMessage = 'Resim yüklenirken bir hata oluştu';
export const missingImageMessage = 'Lütfen bir görsel seçin.';

/** Formats accepted, recognised by their bytes (never by name or declared type). */
export const acceptedImageFormats = ['png', 'jpeg', 'gif', 'webp'] as const;
export type AcceptedImageFormat = (typeof acceptedImageFormats)[number];
/** For the file picker only (a hint to the browser; the server checks the bytes). */
export const imageAcceptAttribute = 'image/png,image/jpeg,image/gif,image/webp';

export type ImageKindRule = {
  maxBytes: number;
  tooLargeMessage: string;
  /** Widths (px) the pages show this kind at; each gets its own file, largest first. */
  widths: readonly number[];
  /** Also an AVIF of the largest width (large hero pictures, where it saves the most). */
  hasAvif: boolean;
  /** Keep animation (exercise GIFs become animated WebP). */
  isAnimated: boolean;
  /** A short Turkish hint for the upload field. */
  hint: string;
};

export const imageKinds = {
  // Admin menu logo (spec 2): 2 MB, shown at 160×56 and previewed at 200×70.
  logo: {
    maxBytes: 2 * MB,
    tooLargeMessage: "Logo dosyası 2MB'dan küçük olmalıdır",
    widths: [400],
    hasAvif: false,
    isAnimated: false,
    hint: 'PNG, JPG veya GIF, önerilen 200x70 piksel, en fazla 2MB',
  },
  // Slider: 10 MB ("Dosya boyutu 10MB'dan büyük olamaz."), full-width hero pictures.
  slider: {
    maxBytes: 10 * MB,
    tooLargeMessage: "Dosya boyutu 10MB'dan büyük olamaz.",
    widths: [1920, 1280, 640],
    hasAvif: true,
    isAnimated: false,
    hint: 'PNG, JPG veya GIF, en fazla 10MB',
  },
  // Product: 5 MB in the form check (the hint's 2 MB is the other reading; the check wins).
  product: {
    maxBytes: 5 * MB,
    tooLargeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır",
    widths: [1200, 600, 300],
    hasAvif: false,
    isAnimated: false,
    hint: 'PNG, JPG veya GIF, en fazla 5MB',
  },
  // Team photo: 2 MB on the bucket.
  team: {
    maxBytes: 2 * MB,
    tooLargeMessage: "Resim dosyası 2MB'dan küçük olmalıdır",
    widths: [600, 300],
    hasAvif: false,
    isAnimated: false,
    hint: 'PNG, JPG veya GIF, en fazla 2MB',
  },
  // CMS images (about, services, testimonials, blog): the spec gives no limit; 5 MB like products.
  content: {
    maxBytes: 5 * MB,
    tooLargeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır",
    widths: [1600, 800, 400],
    hasAvif: true,
    isAnimated: false,
    hint: 'PNG, JPG, GIF veya WebP, en fazla 5MB',
  },
  // Exercise pictures (gif_url): animated GIFs stay animated; no limit in the spec, 5 MB.
  exercise: {
    maxBytes: 5 * MB,
    tooLargeMessage: "Dosya boyutu 5MB'dan küçük olmalıdır",
    widths: [480],
    hasAvif: false,
    isAnimated: true,
    hint: 'GIF, PNG, JPG veya WebP, en fazla 5MB',
  },
} as const satisfies Record<string, ImageKindRule>;

export type ImageKind = keyof typeof imageKinds;

/**
 * Kinds stored through the same pipeline but never served at the public /uploads/ path: a client's
 * meal photo is readable only by that client and the admins, through an authenticated route (ADR 0070).
 * Not accepted by the admin upload field's `?kind=` either.
 */
export const privateImageKinds = {
  // A phone's camera photo is 2–8 MB; 10 MB leaves room. Shown as a thumbnail and in a full view.
  'message-photo': {
    maxBytes: 10 * MB,
    tooLargeMessage: 'Her fotoğraf en fazla 10MB olabilir.',
    widths: [1600, 480],
    hasAvif: false,
    isAnimated: false,
    hint: 'PNG, JPG, GIF veya WebP, en fazla 10MB',
  },
  // A meal's photo on a diary entry (issue #42): the same phone photos, the same rules.
  'diary-photo': {
    maxBytes: 10 * MB,
    tooLargeMessage: 'Fotoğraf en fazla 10MB olabilir.',
    widths: [1600, 480],
    hasAvif: false,
    isAnimated: false,
    hint: 'PNG, JPG, GIF veya WebP, en fazla 10MB',
  },
} as const satisfies Record<string, ImageKindRule>;

export type PrivateImageKind = keyof typeof privateImageKinds;
/** Every kind the image pipeline stores: the public ones and the private ones. */
export type StoredImageKind = ImageKind | PrivateImageKind;

export function imageRuleOf(kind: StoredImageKind): ImageKindRule {
  return Object.hasOwn(privateImageKinds, kind)
    ? privateImageKinds[kind as PrivateImageKind]
    : imageKinds[kind as ImageKind];
}

/**
 * Why a picked file cannot be a picture of this kind (the spec's text), or undefined when it can be
 * uploaded: checked in the browser so nobody waits for a refused upload; the server checks the bytes.
 */
export function imageFileProblem(file: { type: string; size: number }, kind: ImageKind): string | undefined {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return invalidImageMessage;
  if (file.size > imageKinds[kind].maxBytes) return imageKinds[kind].tooLargeMessage;
  return undefined;
}

export function isImageKind(value: unknown): value is ImageKind {
  return typeof value === 'string' && Object.hasOwn(imageKinds, value);
}

export type StoredImageVariant = { key: string; url: string; width: number; height: number; format: string };

/** What the upload route answers and what a row keeps: `key` names the image, `url` is its default file. */
export type StoredImageInfo = {
  key: string;
  kind: ImageKind;
  url: string;
  width: number;
  height: number;
  variants: StoredImageVariant[];
};

/** The one API path that takes multipart bodies larger than the JSON limit (app.ts skips it there). */
export const imageUploadPath = '/api/admin/uploads/images';

/** The message-with-photos paths (client's and admin's), which also set their own body limit. */
const messagePhotoSendPath = /^\/api\/(me\/messages|admin\/messages\/[^/]+)\/photos$/;
/** A diary entry's photo upload path (the client's own entry). */
const diaryPhotoUploadPath = /^\/api\/me\/diary\/[^/]+\/photo$/;

/** Whether a path takes image uploads and so limits its own body (app.ts skips the JSON limit there). */
export function isImageUploadPath(path: string): boolean {
  return path === imageUploadPath || messagePhotoSendPath.test(path) || diaryPhotoUploadPath.test(path);
}
