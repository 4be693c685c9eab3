// What the app shell and other screens may use of the practice's messages: the side menu's unread
// count, and the link that opens a client's conversation.
export { ConversationLink } from './components/conversation-link.tsx';
export { UnreadMessagesMenuBadge } from './components/unread-messages-menu-badge.tsx';
