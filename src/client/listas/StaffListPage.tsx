/**
 * The frame of a staff list screen: its title, the creation form when the
 * screen has one (the original puts form and list on one screen), then the
 * list's section. StaffList is the list's react-admin context: paged on the
 * server, its filters, sort and page kept in the store across reloads.
 */
import type { ReactNode } from 'react';
import { ListBase, Title, type SortPayload } from 'react-admin';
import { SectionCard } from '../registros/SectionCard';

export interface StaffListPageProps {
  title: string;
  /** The creation form's section. */
  form?: { title: string; id: string; content: ReactNode } | null;
  list: { title: string; id: string };
  children: ReactNode;
}

export function StaffListPage({ title, form, list, children }: StaffListPageProps) {
  return (
    <>
      <Title title={title} />
      {form ? (
        <SectionCard title={form.title} headingId={form.id}>
          {form.content}
        </SectionCard>
      ) : null}
      <SectionCard title={list.title} headingId={list.id}>
        {children}
      </SectionCard>
    </>
  );
}

export interface StaffListProps {
  resource: string;
  perPage: number;
  sort?: SortPayload;
  /** Where the list's state is kept; by default one per resource. */
  storeKey?: string | false;
  children: ReactNode;
}

export function StaffList({ resource, perPage, sort, storeKey, children }: StaffListProps) {
  return (
    <ListBase resource={resource} perPage={perPage} sort={sort} disableSyncWithLocation storeKey={storeKey ?? `${resource}.listado`}>
      {children}
    </ListBase>
  );
}
