import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';

// Sign-in (spec 1 §5): both values trimmed, both required, the e-mail of e-mail type.
export const signInSchema = z.object({
  email: textField().trim().min(1, 'E-posta adresi gerekli.').pipe(z.email('Geçerli bir e-posta adresi girin.')),
  password: textField().trim().min(1, 'Şifre gerekli.').max(200, 'Şifre çok uzun.'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'client';
};

export type SessionResponse = { user: SessionUser | null };

// The second step of an admin's sign-in when two-factor sign-in is on: the 6-digit code of the
// authenticator app, or one of the backup codes.
export const twoFactorSignInSchema = z.object({
  code: textField({ error: 'Doğrulama kodunu girin.' })
    .trim()
    .min(1, 'Doğrulama kodunu girin.')
    .max(64, 'Kod geçersiz. Uygulamadaki güncel kodu ya da bir yedek kodu girin.'),
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;
