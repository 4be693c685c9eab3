// What other features and the app shell may use of the auth feature.
export { getSessionQueryOptions, pageSessionFor, useSession } from './api/get-session.ts';
export { signOut, useSignOut } from './api/sign-out.ts';
