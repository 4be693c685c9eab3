import type { Role } from '../../../shared/constants.ts';

// The sign-in texts of spec 1 §8, per screen.
export const signInMessages: Record<
  Role,
  { invalidCredentials: string; wrongAccountType: string; failed: string; generic: string }
> = {
  admin: {
    invalidCredentials: 'Geçersiz e-posta veya şifre.',
    wrongAccountType: 'Bu hesap bir yönetici hesabı değil.',
    failed: 'Giriş yapılamadı.',
    generic: 'Giriş yapılırken bir hata oluştu.',
  },
  client: {
    invalidCredentials: 'E-posta veya şifre hatalı.',
    wrongAccountType: 'Bu hesap bir danışan hesabı değil.',
    failed: 'Giriş yapılamadı.',
    generic: 'Giriş yapılırken bir hata oluştu.',
  },
};

export const tooManyAttemptsMessage = (minutes: number) =>
  `Çok fazla giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

// ADR 0066: guesses from many devices paused the account's sign-in for devices it has not seen; the
// owner's own device still works, which the text says so that the owner knows what to do.
export const newDevicesPausedMessage = (minutes: number) =>
  `Bu hesap için çok fazla başarısız giriş denemesi yapıldı. Daha önce giriş yaptığınız bir cihazdan giriş yapabilir ya da ${minutes} dakika sonra tekrar deneyebilirsiniz.`;
