import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState, ErrorAlert, Loading } from '@/shared/ui/feedback';
import { PageHeader, Panel } from '@/shared/ui/page';
import { Pager, Table, Td, Th } from '@/shared/ui/table';
import { FEEDBACK_PAGE_SIZE, useFeedback } from '../api/feedback';

/** What players and visitors wrote in the feedback form, newest first. */
export function FeedbackPage() {
  const [page, setPage] = useState(1);
  const feedback = useFeedback(page);
  return (
    <>
      <PageHeader title="Feedback" description="Suggestions and complaints, newest first." />
      <Panel flush title={feedback.data ? `Feedback · ${feedback.data.t}` : 'Feedback'}>
        {feedback.isPending ? (
          <Loading label="Loading feedback…" />
        ) : feedback.isError ? (
          <div className="p-4">
            <ErrorAlert error={feedback.error} onRetry={() => feedback.refetch()} />
          </div>
        ) : feedback.data.d.length === 0 ? (
          <EmptyState title="No feedback yet" />
        ) : (
          <>
            <Table caption="Feedback, newest first">
              <thead>
                <tr>
                  <Th className="w-44">Received</Th>
                  <Th className="w-36">From</Th>
                  <Th>Message</Th>
                </tr>
              </thead>
              <tbody>
                {feedback.data.d.map((item) => (
                  <tr key={item.id} className="align-top">
                    <Td className="whitespace-nowrap">{formatDateTime(item.created_at)}</Td>
                    <Td>
                      {item.uid ? (
                        <Link
                          to={paths.player.getHref(item.uid)}
                          className="text-indigo-700 hover:underline"
                        >
                          Player uid {item.uid}
                        </Link>
                      ) : (
                        'Visitor'
                      )}
                    </Td>
                    <Td className="whitespace-pre-wrap">{item.content}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager
              page={page}
              pageSize={FEEDBACK_PAGE_SIZE}
              total={feedback.data.t}
              onPage={setPage}
            />
          </>
        )}
      </Panel>
    </>
  );
}
