import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the customer-service chat. */
export const CHAT_COPY = defineCopy('chat', {
  intro: 'Ask us anything: an agent replies here. You can leave and come back; your messages stay.',
  loading: 'Connecting to Customer Service...',
  openError: 'Could not reach Customer Service.',
  retry: 'Try again',
  messageLabel: 'Message',
  placeholder: 'Type a message',
  send: 'Send',
  attach: 'Attach an image',
  typing: 'Customer Service is typing…',
  agentOnline: 'An agent is online',
  agentOffline: 'Agents are busy: we will reply as soon as we can',
  offline: 'Reconnecting… new messages still arrive',
  closed: 'This conversation was closed. Write again to start a new one.',
  you: 'You',
  agent: 'Customer Service',
  bot: 'Assistant',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  helpCenter: 'Open the Help Center',
  image: 'Attached image',
  messages: 'Conversation',
});
