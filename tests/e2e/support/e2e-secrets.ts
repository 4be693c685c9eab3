/**
 * The browser suite's server signs with a known AUTH_SECRET, so that a test can make the signed link
 * a visitor's reminder mail carries (ADR 0089) without reading the mail.
 */
export const E2E_AUTH_SECRET = 'denge-e2e-auth-secret-for-signed-links-2026';
