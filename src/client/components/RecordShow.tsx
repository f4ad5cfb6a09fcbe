/**
 * A staff record page (/<resource>/:id) whose record is the resource's getOne
 * for the route's id: the record page's frame (RecordPage) around its fields
 * (RecordFields, each named by resources.<resource>.fields.<source>). A
 * record the server does not give the reader (404) shows the server's reason;
 * react-admin's own ShowBase would redirect to the list instead, and the reader
 * would not learn why the page they opened is not there.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetOne, type RaRecord } from 'react-admin';
import { RecordFields } from './RecordFields';
import { RecordPage } from './RecordPage';

export interface RecordShowProps<T extends RaRecord> {
  resource: string;
  /** The list 'Volver' goes to when the page was opened straight from a link. */
  listPath: string;
  /** The application bar's title (a catalogue key): its list's, as the heading below names the record. */
  title: string;
  /** The record's name: the page's heading. */
  heading: (record: T) => string;
  /** Its fields in order, each by its source. */
  fields: (record: T) => (readonly [source: string, value: ReactNode])[];
  /** What the role may do with it. */
  actions?: (record: T) => ReactNode;
  /** Shown inside the record's card, below its fields (a photo). */
  children?: (record: T) => ReactNode;
  /** Shown below the record's card (a campaign's cats, the dialogs of its actions). */
  below?: (record: T) => ReactNode;
}

export function RecordShow<T extends RaRecord>({ resource, listPath, title, heading, fields, actions, children, below }: RecordShowProps<T>) {
  const { id } = useParams<{ id: string }>();
  const { data, isPending, error } = useGetOne<T>(resource, { id: Number(id) }, { enabled: Boolean(id), retry: false });
  const name = data ? heading(data) : null;
  return (
    <RecordPage
      title={title}
      listPath={listPath}
      isPending={isPending && Boolean(id)}
      error={error}
      heading={name}
      actions={data && actions ? actions(data) : null}
      below={data && below ? below(data) : null}
    >
      {data ? (
        <>
          <RecordFields resource={resource} rows={fields(data)} />
          {children ? children(data) : null}
        </>
      ) : null}
    </RecordPage>
  );
}
