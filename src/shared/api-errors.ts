// The API's error contract, shared by the server (which throws AppError with one of these codes) and
// the browser (which reads the body). Every error answer is `ApiErrorBody`; its HTTP status is
// `apiErrorStatus[code]`, so one code never travels with two statuses. A new failure adds its code here.

export const apiErrorStatus = {
  // 400: the request or its input is not acceptable; `fieldErrors` says which field when it is one.
  bad_request: 400,
  validation: 400,
  invalid_json: 400,
  no_clients: 400,
  unknown_client: 400,
  no_measurements: 400,
  email_unchanged: 400,
  wrong_current_password: 400,
  password_change_failed: 400,
  password_too_short: 400,
  password_too_common: 400,
  invalid_image: 400,
  missing_image: 400,
  invalid_image_kind: 400,
  image_not_found: 400,
  slot_unavailable: 400,
  booking_rejected: 400,
  no_consenting_recipient: 400,
  invalid_unsubscribe_link: 400,
  // A KVKK request's e-mail link that is unknown, used or older than its 24 hours (ADR 0085).
  invalid_verification_link: 400,
  invalid_coupon: 400,
  // An analyser import's file that is missing, neither Tanita's nor InBody's CSV, or has no rows (ADR 0091).
  invalid_import_file: 400,
  invalid_two_factor_code: 400,
  // A right TOTP code that already completed a sign-in (RFC 6238 §5.2, ADR 0063).
  used_two_factor_code: 400,
  two_factor_not_enabled: 400,
  // 401 / 403: who is asking
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  wrong_account_type: 403,
  two_factor_expired: 401,
  cross_site: 403,
  // The client has withheld or withdrawn açık rıza for health data (ADR 0081).
  consent_required: 403,
  // 404 / 409 / 413 / 415 / 422 / 429
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  slot_taken: 409,
  // A client's change to an appointment closer to its start than the practice's cut-off (issue #44).
  change_cutoff_passed: 409,
  // A client's change to an appointment that is no longer upcoming (cancelled, held, missed).
  appointment_closed: 409,
  // An answer to a KVKK request that is already answered or rejected (ADR 0085).
  kvkk_request_closed: 409,
  // More upcoming appointments than a client may book for themselves (issue #44).
  too_many_appointments: 409,
  program_exists: 409,
  // A diet-list template name the practice already uses (ADR 0086).
  template_name_taken: 409,
  // A save of a shared record at a version that is no longer the current one (ADR 0053).
  stale_version: 409,
  last_admin: 409,
  two_factor_already_enabled: 409,
  password_change_in_progress: 409,
  insufficient_stock: 409,
  product_code_taken: 409,
  coupon_code_taken: 409,
  bank_account_in_use: 409,
  food_name_taken: 409,
  product_in_open_orders: 409,
  product_unavailable: 409,
  cart_changed: 409,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  // More units of one product than an unpaid order may hold (the stock screen's setting, ADR 0067).
  order_unit_limit: 422,
  image_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  // The shop's limits against holding its stock with unpaid orders (ADR 0067).
  too_many_unpaid_orders: 429,
  stock_held_by_unpaid_orders: 429,
  too_many_streams: 429,
  // 5xx: not the user's fault
  internal: 500,
  sign_in_failed: 500,
  ai_failed: 502,
  ai_empty: 502,
  ai_not_configured: 503,
  upload_failed: 503,
  order_code_unavailable: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof apiErrorStatus;
export type ApiErrorStatus = (typeof apiErrorStatus)[ApiErrorCode];

/** Field name (a zod issue path joined with '.') → the Turkish message for that field. */
export type FieldErrors = Record<string, string>;

/** The body of every error answer. The UI shows `message`; `fieldErrors` go on the form's fields. */
export type ApiErrorBody = { code: ApiErrorCode; message: string; fieldErrors?: FieldErrors };

/**
 * A 4xx is the user's to fix and its Turkish message is shown as it is; anything else (5xx, network)
 * is shown as the screen's own generic error text and may be retried.
 */
export const isUserErrorStatus = (status: number) => status >= 400 && status < 500;

/** The per-field messages of a failed zod parse: the first message for each path. */
export function toFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  return fieldErrors;
}
