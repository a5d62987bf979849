import { useDeferredValue, useMemo, useState } from 'react';
import {
  operatorCalls,
  type RestrictedPerson,
  type RestrictedPersonsImport,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog } from '@/shared/forms/call-dialog';
import { Button } from '@/shared/ui/button';
import { ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { TextAreaField, TextField } from '@/shared/ui/form';
import { PageHeader, Panel } from '@/shared/ui/page';
import { UidLink } from '@/shared/ui/table';
import { RESTRICTED_READS, useImportSchema } from '../api/restricted-persons';
import { PERSON_COLUMNS, readPersons } from '../lib/persons-csv';
import { PersonsPreview } from './persons-preview';

type Answer = { sent: number; reply: RestrictedPersonsImport };

/**
 * The restricted-persons list (compliance): people barred from gambling, pasted or read from a
 * CSV file in the browser, each row checked with the contract's rules before anything is sent,
 * then added with a reason; accounts that match are blocked at once. Says what the server did.
 */
export function RestrictedPersonsPage() {
  const canImport = useMayCall()(operatorCalls.adminRestrictedPersonsImport);
  const schema = useImportSchema();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const [adding, setAdding] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const read = useMemo(
    () => (schema.data && typed.trim() ? readPersons(typed, schema.data.shape.persons) : null),
    [schema.data, typed],
  );
  const ready =
    read && read.listErrors.length === 0 && read.rows.every((row) => row.errors.length === 0)
      ? read.rows.map((row) => row.person)
      : null;
  return (
    <>
      <PageHeader
        title="Restricted persons"
        description="People barred from gambling by the regulator, a court or their family. Sign-up, sign-in and KYC check every account against the list."
        actions={
          canImport &&
          ready && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              Add {ready.length} to the list
            </Button>
          )
        }
      />
      {answer && <ImportAnswer {...answer} />}
      <div className="space-y-5">
        <Panel title="The list to add">
          <div className="grid gap-4 xl:grid-cols-[1fr_18rem]">
            <TextAreaField
              label="Rows (CSV)"
              rows={8}
              className="font-mono"
              spellCheck={false}
              hint={`One person a line: ${PERSON_COLUMNS.join(',')}, e.g. 63,9171234567,"Dela Cruz, Juan",1990-05-01. A name with a comma goes in quotes; a first line of these column names is skipped.`}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <TextField
              label="Or read a CSV file"
              type="file"
              accept=".csv,text/csv,text/plain"
              hint="Read in this browser into the rows, to check before anything is sent."
              onChange={(event) => {
                event.target.files?.[0]?.text().then(setText, () => setText(''));
              }}
            />
          </div>
        </Panel>
        {schema.isPending && text.trim() && <Loading label="Loading the list’s rules…" />}
        {schema.isError && <ErrorAlert error={schema.error} onRetry={() => schema.refetch()} />}
        {read && <PersonsPreview rows={read.rows} listErrors={read.listErrors} />}
      </div>
      {adding && ready && (
        <ImportDialog
          persons={ready}
          onClose={() => setAdding(false)}
          onDone={(done) => {
            setAdding(false);
            setAnswer(done);
            setText('');
          }}
        />
      )}
    </>
  );
}

function ImportDialog({
  persons,
  onClose,
  onDone,
}: {
  persons: RestrictedPerson[];
  onClose: () => void;
  onDone: (answer: Answer) => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminRestrictedPersonsImport}
      invalidates={RESTRICTED_READS}
      defaultValues={{ persons, reason: '' }}
      title="Add to the restricted-persons list"
      intro={`${persons.length} ${persons.length === 1 ? 'person is' : 'persons are'} added. Every account that matches one of them, by phone or by KYC name and birthday, is blocked at once and signed out; people already on the list are skipped.`}
      reason={{ hint: 'Where the list comes from (the order or letter), kept in the audit log.' }}
      submit="Add to the list"
      variant="danger"
      onClose={onClose}
      onDone={(reply) => onDone({ sent: persons.length, reply })}
    />
  );
}

/** What the server did: how many were added, how many were on the list already, who is blocked. */
function ImportAnswer({ sent, reply }: Answer) {
  const blocked = reply.blocked_uids;
  return (
    <div className="mb-4">
      <Notice tone="success">
        <p className="font-medium">
          {reply.imported} of {sent} added to the list
          {sent > reply.imported
            ? `; ${sent - reply.imported} ${sent - reply.imported === 1 ? 'was' : 'were'} on it already`
            : ''}
          .
        </p>
        <p className="mt-0.5">
          {blocked.length === 0 ? (
            'No account matched: none was blocked.'
          ) : (
            <>
              {blocked.length} matching account{blocked.length === 1 ? '' : 's'} blocked and signed
              out:{' '}
              {blocked.map((uid, i) => (
                <span key={uid}>
                  {i > 0 && ', '}
                  <UidLink uid={uid} />
                </span>
              ))}
              .
            </>
          )}
        </p>
      </Notice>
    </div>
  );
}
