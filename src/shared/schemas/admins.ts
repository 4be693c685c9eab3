import { emailField } from '../fields/email-field.ts';
import { adminPasswordField } from '../fields/password-rules.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// Admin management (spec 2 "Admin management", §5, §8): the 'Yeni Yönetici' form and the route parse
// the same schema. New admins sign in with role admin (spec 2 §9).

export const ADMIN_NAME_MAX = 100;

export const adminsValidationMessages = {
  nameRequired: 'Ad gerekli.',
  surnameRequired: 'Soyad gerekli.',
  nameTooLong: `En fazla ${ADMIN_NAME_MAX} karakter olabilir.`,
  emailRequired: 'E-posta adresi gerekli.',
  emailInvalid: 'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).',
  codeRequired: 'Doğrulama kodunu girin.',
  codeInvalid: 'Kod 6 haneli olmalıdır.',
  passwordRequired: 'Şifre gerekli.',
} as const;

const nameField = (required: string) =>
  textField({ error: required }).trim().min(1, required).max(ADMIN_NAME_MAX, adminsValidationMessages.nameTooLong);

export const createAdminSchema = z.object({
  name: nameField(adminsValidationMessages.nameRequired),
  surname: nameField(adminsValidationMessages.surnameRequired),
  email: emailField({
    required: adminsValidationMessages.emailRequired,
    invalid: adminsValidationMessages.emailInvalid,
  }),
  password: adminPasswordField,
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;
export type CreateAdmin = z.output<typeof createAdminSchema>;

export const adminListQuerySchema = z.object({
  search: textField().trim().max(100).optional().default(''),
});

export type AdminAccount = {
  id: string;
  name: string;
  surname: string;
  email: string;
  createdAt: string;
  /** The signed-in admin's own card (deleting it signs out). */
  isSelf: boolean;
  hasTwoFactor: boolean;
};

/** The result of a delete: whether it was the signed-in admin's own account (then signed out). */
export type DeleteAdminResult = { signedOut: boolean };

// Two-factor sign-in (TOTP authenticator apps), set up by each admin for their own account.

export const twoFactorPasswordSchema = z.object({
  password: textField({ error: adminsValidationMessages.passwordRequired })
    .min(1, adminsValidationMessages.passwordRequired)
    .max(200),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

export const twoFactorCodeSchema = z.object({
  code: textField({ error: adminsValidationMessages.codeRequired })
    .trim()
    .min(1, adminsValidationMessages.codeRequired)
    .regex(/^\d{6}$/, adminsValidationMessages.codeInvalid),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

export type TwoFactorStatus = { isEnabled: boolean };
/** The setup step: scan the QR code (or type the secret), keep the backup codes, then confirm a code. */
export type TwoFactorSetup = { totpUri: string; qrCodeDataUrl: string; secret: string; backupCodes: string[] };
