import { textField } from './text-field.ts';

// The one e-mail rule of Denge (issue #16, finding 8): the client's own e-mail change and the
// dietitian's client forms accept the same addresses. Typed addresses are trimmed and lower-cased
// first, so 'Ayse@Ornek.com' is stored as the pattern wants.

/** Spec 2 §5: lowercase letters, digits and ._%+- then @ then a domain with a suffix of 2+ letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function emailField(messages: { required: string; invalid: string; tooLong?: string }) {
  return textField({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid)
    .regex(EMAIL_PATTERN, messages.invalid);
}
