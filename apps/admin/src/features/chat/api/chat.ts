import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  mergeChatMessages,
  type ChatConversationState,
  type ChatMessage,
} from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { callKey, invalidateCalls, useCallQuery } from '@/shared/queries/call-query';

export const CHAT_LIST_SIZE = 50;

export const useConversations = (state: ChatConversationState, polling: number | false) =>
  useCallQuery(
    calls.adminChatList,
    { state, page: 1, page_size: CHAT_LIST_SIZE },
    { refetchInterval: polling },
  );

/** The query key of one conversation's messages (the socket adds to it). */
export const messagesKey = (id: number) => callKey(calls.adminChatMessages, { id, after: 0 });

export const useMessages = (id: number, polling: number | false) =>
  useCallQuery(
    calls.adminChatMessages,
    { id, after: 0 },
    { enabled: id > 0, refetchInterval: polling },
  );

/** Messages merged by id, oldest first; a later copy (with its marks) wins. */
export function useSendMessage(id: number) {
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api(calls.adminChatSend, { id, text }),
    onSuccess: (message) => {
      client.setQueryData<ChatMessage[]>(messagesKey(id), (held = []) =>
        mergeChatMessages(held, [message]),
      );
      return invalidateCalls(client, [calls.adminChatList]);
    },
  });
}

export function useMarkRead() {
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; up_to: number }) => api(calls.adminChatRead, input),
    onSuccess: () => invalidateCalls(client, [calls.adminChatList]),
  });
}

export function useCloseConversation() {
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(calls.adminChatClose, { id }),
    onSuccess: () => invalidateCalls(client, [calls.adminChatList]),
  });
}
