import { useSearchParams } from 'react-router';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';

/** /my/service?name=…&email=…: the live chat, with the contact details it was opened with. */
export function Component() {
  const titles = useCopy(ROUTE_TITLES);
  const [search] = useSearchParams();
  return (
    <ChatScreen
      title={titles.myService}
      contact={{
        // The server keeps at most 40 and 60 characters.
        name: (search.get('name') ?? '').slice(0, 40),
        email: (search.get('email') ?? '').slice(0, 60),
      }}
    />
  );
}
