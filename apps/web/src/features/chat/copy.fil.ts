import { defineTranslation } from '@/shared/i18n/define-copy';
import type { CHAT_COPY } from './copy';

export const CHAT_FIL = defineTranslation<typeof CHAT_COPY>('chat', {
  intro:
    'Itanong mo sa amin kahit ano: dito sasagot ang agent. Puwede kang umalis at bumalik; mananatili ang mga mensahe mo.',
  loading: 'Kumokonekta sa Customer Service...',
  openError: 'Hindi maabot ang Customer Service.',
  retry: 'Subukan ulit',
  messageLabel: 'Mensahe',
  placeholder: 'Mag-type ng mensahe',
  send: 'Ipadala',
  attach: 'Mag-attach ng larawan',
  typing: 'Nagta-type ang Customer Service…',
  agentOnline: 'May agent na online',
  agentOffline: 'Busy ang mga agent: sasagot kami sa lalong madaling panahon',
  offline: 'Kumokonekta ulit… dumarating pa rin ang mga bagong mensahe',
  closed: 'Isinara na ang usapang ito. Mag-message ulit para magsimula ng bago.',
  you: 'Ikaw',
  agent: 'Customer Service',
  bot: 'Assistant',
  sent: 'Naipadala',
  delivered: 'Natanggap',
  read: 'Nabasa',
  helpCenter: 'Buksan ang Help Center',
  image: 'Naka-attach na larawan',
  messages: 'Usapan',
});
