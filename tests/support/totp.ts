import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

// The code an authenticator app shows for an otpauth:// URI right now (RFC 6238, 6 digits, 30 s),
// computed with better-auth's own OTP utilities, as a phone would from the scanned QR code.
export async function currentTotpCode(totpUri: string): Promise<string> {
  const url = new URL(totpUri);
  const secret = url.searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  const rawSecret = new TextDecoder().decode(base32.decode(secret));
  const digits = Number(url.searchParams.get('digits') ?? 6);
  const period = Number(url.searchParams.get('period') ?? 30);
  return createOTP(rawSecret, { digits, period }).totp();
}

/** A 6-digit code that is not the current one (nor the neighbours the server also accepts). */
export async function wrongTotpCode(totpUri: string): Promise<string> {
  const right = Number(await currentTotpCode(totpUri));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}
