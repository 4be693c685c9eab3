import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { applyFieldErrors, saveErrorText } from './form-errors.ts';

// #39 item 16: a failed save shows one message. A 400's first field message is also its `message`,
// so a box beside the field would say it twice.

const takenName = () =>
  new ApiError(400, 'validation', 'Bu isimde bir besin zaten var.', { name: 'Bu isimde bir besin zaten var.' });

describe('saveErrorText', () => {
  it('keeps the box away once the messages stand under their fields', () => {
    const error = takenName();
    const placed: string[] = [];
    expect(applyFieldErrors(error, (field) => placed.push(field), ['name'])).toBe(true);
    expect(placed).toEqual(['name']);
    expect(saveErrorText(error, 'Kaydedilemedi.')).toBeNull();
  });

  it("shows the server's message when no field of the form took it", () => {
    const error = takenName();
    expect(applyFieldErrors(error, () => {}, ['price'])).toBe(false);
    expect(saveErrorText(error, 'Kaydedilemedi.')).toBe('Bu isimde bir besin zaten var.');
  });

  it('shows the fallback for a server failure, and nothing for a stale save or no failure', () => {
    expect(saveErrorText(new ApiError(500, 'unknown', 'boom'), 'Kaydedilemedi.')).toBe('Kaydedilemedi.');
    expect(saveErrorText(new ApiError(500, 'unknown', 'boom'), (error) => `${error.message}!`)).toBe('boom!');
    expect(saveErrorText(new ApiError(409, 'stale_version', 'Kayıt değişmiş.'), 'Kaydedilemedi.')).toBeNull();
    expect(saveErrorText(null, 'Kaydedilemedi.')).toBeNull();
  });
});
