import { z } from '../zod-turkish.ts';

// Sign-in (spec 1 §5): both values trimmed, both required, the e-mail of e-mail type.
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'E-posta adresi gerekli.').pipe(z.email('Geçerli bir e-posta adresi girin.')),
  password: z.string().trim().min(1, 'Şifre gerekli.').max(200, 'Şifre çok uzun.'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'client';
};

export type SessionResponse = { user: SessionUser | null };
