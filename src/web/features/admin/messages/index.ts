// What the app shell may use of the practice's messages (the side menu's unread count).
export { UnreadMessagesMenuBadge } from './components/unread-messages-menu-badge.tsx';
