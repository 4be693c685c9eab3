import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

// The code an authenticator app shows for an otpauth:// URI right now (RFC 6238, 6 digits, 30 s),
// computed with better-auth's own OTP utilities, as a phone would from the scanned QR code.
export async function currentTotpCode(totpUri: string): Promise<string> {
  const { rawSecret, digits, period } = readTotpUri(totpUri);
  return createOTP(rawSecret, { digits, period }).totp();
}

function readTotpUri(totpUri: string) {
  const url = new URL(totpUri);
  const secret = url.searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return {
    rawSecret: new TextDecoder().decode(base32.decode(secret)),
    digits: Number(url.searchParams.get('digits') ?? 6),
    period: Number(url.searchParams.get('period') ?? 30),
  };
}

/** The TOTP time step (counter) of now: Unix time divided by the 30 s period. */
export const currentTotpStep = (period = 30) => Math.floor(Date.now() / (period * 1000));

/** The code the app shows during time step `step` (see currentTotpStep). */
export async function totpCodeAtStep(totpUri: string, step: number): Promise<string> {
  const { rawSecret, digits, period } = readTotpUri(totpUri);
  return createOTP(rawSecret, { digits, period }).hotp(step);
}

/** A 6-digit code that is not the current one (nor the neighbours the server also accepts). */
export async function wrongTotpCode(totpUri: string): Promise<string> {
  const right = Number(await currentTotpCode(totpUri));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}
