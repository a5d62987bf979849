import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { FEEDBACK_PAGE_SIZE, useFeedback } from '../api/feedback';

/** What players and visitors wrote in the feedback form, newest first. */
export function FeedbackPage() {
  const [page, setPage] = useState(1);
  const feedback = useFeedback(page);
  return (
    <>
      <PageHeader title="Feedback" description="Suggestions and complaints, newest first." />
      <ListPanel
        title="Feedback"
        query={feedback}
        label="Loading feedback…"
        empty="No feedback yet"
        paging={{ page, pageSize: FEEDBACK_PAGE_SIZE, onPage: setPage }}
        table={{
          caption: 'Feedback, newest first',
          rowKey: (item) => item.id,
          rowClassName: 'align-top',
          columns: [
            {
              head: 'Received',
              headClassName: 'w-44',
              className: 'whitespace-nowrap',
              cell: (item) => formatDateTime(item.created_at),
            },
            {
              head: 'From',
              headClassName: 'w-36',
              cell: (item) =>
                item.uid ? (
                  <Link
                    to={paths.player.getHref(item.uid)}
                    className="text-indigo-700 hover:underline"
                  >
                    Player uid {item.uid}
                  </Link>
                ) : (
                  'Visitor'
                ),
            },
            { head: 'Message', className: 'whitespace-pre-wrap', cell: (item) => item.content },
          ],
        }}
      />
    </>
  );
}
