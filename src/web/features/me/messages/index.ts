// What the app shell may use of the client's messages (the unread badge sits on the 'Mesajlar' tab).
export { UnreadMessagesBadge } from './components/unread-messages-badge.tsx';
