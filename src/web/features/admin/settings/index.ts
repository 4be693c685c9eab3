// What the app shell uses of the settings feature: the panel's look and logo for the admin layout.
export { useAdminAppearance } from './api/get-admin-appearance.ts';
export { AdminAppearanceStyles, AdminMenuLogo, adminAppearanceVariables } from './components/admin-appearance.tsx';
