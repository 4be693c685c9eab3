import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { Gender } from '../constants.ts';
import { emailField } from '../fields/email-field.ts';
import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';

// The client's profile forms (spec 1 §2.9, §5). The same schemas validate the forms and the routes.

/** The current password confirms that the account's owner, not a borrowed session, moves the sign-in address. */
export const changeEmailSchema = z.object({
  email: emailField({
    required: 'Yeni e-posta adresi gerekli.',
    invalid: 'Geçerli bir e-posta adresi girin.',
    tooLong: 'E-posta adresi çok uzun.',
  }),
  currentPassword: textField({ error: 'Mevcut şifrenizi girin.' })
    .min(1, 'Mevcut şifrenizi girin.')
    .max(200, 'Şifre çok uzun.'),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type ChangeEmailValues = z.output<typeof changeEmailSchema>;

export const passwordMismatchMessage = 'Yeni şifreler eşleşmiyor';

export const changePasswordSchema = z
  .object({
    currentPassword: textField().min(1, 'Mevcut şifrenizi girin.').max(200, 'Şifre çok uzun.'),
    newPassword: textField()
      .min(1, 'Yeni şifre gerekli.')
      .min(PASSWORD_MIN_LENGTH, `Yeni şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı.`)
      .max(200, 'Şifre çok uzun.'),
    confirmPassword: textField()
      .min(1, 'Yeni şifre tekrarı gerekli.')
      .min(PASSWORD_MIN_LENGTH, `Yeni şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı.`)
      .max(200, 'Şifre çok uzun.'),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: passwordMismatchMessage,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export type ClientProfile = {
  name: string;
  phone: string;
  email: string;
  gender: Gender;
  /** YYYY-MM-DD */
  startDate: string;
};
export type ClientProfileResponse = { profile: ClientProfile };
