import type { Page } from '../paging.ts';
import { CLIENT_AGE_MAX, CLIENT_AGE_MIN, type Gender, genders, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { EMAIL_PATTERN, emailField as sharedEmailField } from '../fields/email-field.ts';
import { queryInteger, readTypedNumber } from '../fields/number-field.ts';
import { phoneField } from '../fields/phone-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// The client forms of the admin panel (spec 2 §5): the 3-step wizard and the edit form parse these
// schemas in the browser, and the routes parse the very same ones on the server.

/** Spec 2 §5: lowercase letters, digits and ._%+- then @ then a domain with a suffix of 2+ letters. */
export const CLIENT_EMAIL_PATTERN = EMAIL_PATTERN;

export const clientsValidationMessages = {
  nameRequired: 'Ad soyad gerekli.',
  nameTooLong: 'Ad soyad en fazla 100 karakter olabilir.',
  genderRequired: 'Cinsiyet seçin.',
  ageRequired: 'Yaş gerekli.',
  ageRange: `Yaş ${CLIENT_AGE_MIN} ile ${CLIENT_AGE_MAX} arasında olmalıdır.`,
  ageWhole: 'Yaş tam sayı olmalıdır.',
  emailRequired: 'E-posta adresi gerekli.',
  emailInvalid: 'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).',
  passwordRequired: 'Şifre gerekli.',
  passwordTooShort: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`,
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir.',
  passwordRepeatRequired: 'Şifre tekrarı gerekli.',
  passwordsDiffer: 'Şifreler eşleşmiyor',
  phoneRequired: 'Telefon numarası gerekli.',
  phoneInvalid: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).',
  hideNumbersInvalid: 'Sayıları gizleme seçeneği açık ya da kapalı olmalıdır.',
} as const;

const nameField = textField()
  .trim()
  .min(1, clientsValidationMessages.nameRequired)
  .max(100, clientsValidationMessages.nameTooLong);

const genderField = z.enum(genders, { error: clientsValidationMessages.genderRequired });

/** Forms send numbers as text; an empty field is "required", not 0. */
const ageField = z.preprocess(
  readTypedNumber,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? clientsValidationMessages.ageRequired : clientsValidationMessages.ageRange,
    })
    .int(clientsValidationMessages.ageWhole)
    .min(CLIENT_AGE_MIN, clientsValidationMessages.ageRange)
    .max(CLIENT_AGE_MAX, clientsValidationMessages.ageRange),
);

// The same e-mail rule as the client's own e-mail change (one rule, src/shared/fields/email-field.ts).
const emailField = sharedEmailField({
  required: clientsValidationMessages.emailRequired,
  invalid: clientsValidationMessages.emailInvalid,
});

const clientPhoneField = phoneField({
  required: clientsValidationMessages.phoneRequired,
  invalid: clientsValidationMessages.phoneInvalid,
});
export const clientPersonalSchema = z.object({ name: nameField, gender: genderField, age: ageField });

/** The repeated password must be the password (its message under the repeat field). */
function passwordsMatch(): [
  (input: { password: string; passwordRepeat: string }) => boolean,
  { message: string; path: string[] },
] {
  return [
    (input) => input.password === input.passwordRepeat,
    { message: clientsValidationMessages.passwordsDiffer, path: ['passwordRepeat'] },
  ];
}

/** New client (the wizard's three steps together). */
export const createClientSchema = z
  .object({
    name: nameField,
    gender: genderField,
    age: ageField,
    email: emailField,
    password: textField({ error: clientsValidationMessages.passwordRequired })
      .min(1, clientsValidationMessages.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, clientsValidationMessages.passwordTooShort)
      .max(128, clientsValidationMessages.passwordTooLong),
    passwordRepeat: textField({ error: clientsValidationMessages.passwordRepeatRequired }).min(
      1,
      clientsValidationMessages.passwordRepeatRequired,
    ),
    phone: clientPhoneField,
  })
  .refine(...passwordsMatch());
export type CreateClientInput = z.input<typeof createClientSchema>;
export type CreateClientValues = z.output<typeof createClientSchema>;

/**
 * The wizard's second step (Hesap Bilgileri) on its own: checked by the server before 'İleri', so a
 * password on the common list or an e-mail in use is answered on the step that asks for it, not after
 * the last one (issue #39).
 */
const {
  email: accountEmail,
  password: accountPassword,
  passwordRepeat: accountPasswordRepeat,
} = createClientSchema.shape;
export const clientAccountCheckSchema = z
  .object({ email: accountEmail, password: accountPassword, passwordRepeat: accountPasswordRepeat })
  .refine(...passwordsMatch());
export type ClientAccountCheckInput = z.input<typeof clientAccountCheckSchema>;

/** The wizard's steps and the fields each one checks before "İleri". */
export const clientWizardSteps = [
  { title: 'Kişisel Bilgiler', fields: ['name', 'gender', 'age'] },
  { title: 'Hesap Bilgileri', fields: ['email', 'password', 'passwordRepeat'] },
  { title: 'İletişim', fields: ['phone'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof CreateClientInput> }>;

/** Client edit form (spec 2 §5): name, e-mail, phone, gender, age 0–120, all required. */
export const updateClientSchema = z.object({
  name: nameField,
  email: emailField,
  phone: clientPhoneField,
  gender: genderField,
  age: ageField,
  /**
   * Hide-numbers mode (issue #44, ADR 0090): no calorie, weight or body-fat number on the client's
   * screens and PDFs. Left out, the saved choice stays as it is.
   */
  hideNumbers: z.boolean({ error: clientsValidationMessages.hideNumbersInvalid }).optional(),
});
export type UpdateClientInput = z.input<typeof updateClientSchema>;
export type UpdateClientValues = z.output<typeof updateClientSchema>;

export const CLIENT_PAGE_SIZE = 24;

export const clientListQuerySchema = z.object({
  search: textField().trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: 'Sayfa numarası 1 veya daha büyük olmalıdır.' }),
  limit: queryInteger({ min: 1, max: 100, fallback: CLIENT_PAGE_SIZE }),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export type Client = {
  id: string;
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  age: number;
  /** YYYY-MM-DD, the business day the client started. */
  startDate: string;
  /** Hide-numbers mode (ADR 0090): the client area shows words and trends instead of body numbers. */
  hideNumbers: boolean;
  createdAt: string;
  /** The version the edit form sends back with its save (ADR 0053). */
  version: number;
};

export type ClientListResponse = Page<Client>;

export type ClientResponse = { client: Client };

/**
 * The KVKK erasure's confirmation (ADR 0077): the client's full name typed by the dietitian, so an
 * irreversible erasure never follows a slip of the mouse. The server compares it with the name it holds.
 */
export const eraseClientSchema = z.object({
  confirmationName: textField({ error: 'Onay için danışanın adını ve soyadını yazın.' })
    .trim()
    .min(1, 'Onay için danışanın adını ve soyadını yazın.')
    .max(100, clientsValidationMessages.nameTooLong),
});
export type EraseClientInput = z.input<typeof eraseClientSchema>;

/** What the erasure did, per section of the client's data: rows removed or anonymised. */
export type ClientErasure = { erased: Record<string, number> };
