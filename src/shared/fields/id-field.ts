// Row ids in requests: our tables' UUIDs and better-auth's account ids (also UUID-shaped, so clients,
// whose id is their account's, pass too). A loose pattern on purpose: z.uuid() also demands the RFC
// version and variant bits, which better-auth's ids need not carry.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
