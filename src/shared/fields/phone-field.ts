import { normalizeTurkishPhone, toWhatsappNumber } from '../phone.ts';
import { textField } from './text-field.ts';

// The one phone rule of Denge (issue #39 item 10): booking, checkout, the client forms and the site's
// contact phone accept the same numbers, a Turkish mobile or landline typed as people type it (with or
// without +90 or 0, spaces, brackets, dashes), and store it in one form, '0532 123 45 67'. Each form
// keeps its own Turkish texts.

/** Long enough for '+90 (532) 123-45-67' with extra spaces; longer is not a phone number. */
const PHONE_MAX_LENGTH = 30;

export function phoneField(messages: { required: string; invalid: string }) {
  return textField({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(PHONE_MAX_LENGTH, messages.invalid)
    .refine((value) => normalizeTurkishPhone(value) !== null, messages.invalid)
    .transform((value) => normalizeTurkishPhone(value) ?? value);
}

/**
 * The WhatsApp button's number: the same typed forms, stored as wa.me wants it (905321234567), so the
 * link `https://wa.me/90…` always opens a chat; empty clears it. A service number (0850) has no WhatsApp.
 */
export function whatsappNumberField(messages: { invalid: string }) {
  return textField()
    .trim()
    .max(PHONE_MAX_LENGTH, messages.invalid)
    .refine((value) => value === '' || toWhatsappNumber(value) !== null, messages.invalid)
    .transform((value) => (value === '' ? null : toWhatsappNumber(value)));
}
