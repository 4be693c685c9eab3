// What the app shell may use of the client's notifications (the bell sits in the client header).
export { NotificationBell } from './components/notification-bell.tsx';
