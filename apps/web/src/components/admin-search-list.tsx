import { Pagination, Paper, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment } from "react";
import type { ReactNode } from "react";
import { countOf } from "@fincareer/domain/portfolio-math";
import classes from "./admin-search-list.module.css";

/** The search box of a list: what it searches, what is typed, and who keeps it (the page debounces it). */
export interface ListSearch {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The admin screens' searchable, paged list (users, audit log, mail): a card with the search box and filters, the
 * number found (announced to screen readers), a placeholder while the first page loads, the error if it fails, the
 * page's rows as the caller lays them out, and the page numbers when there is more than one page. Typing a search
 * goes back to page 1; filters do the same in their own onChange.
 */
export function AdminSearchList<T extends { total: number }>({
  label,
  search,
  filters,
  query,
  perPage,
  noun,
  page,
  onPage,
  pagesLabel,
  children,
}: {
  /** Names the list for screen readers (the card becomes a labelled section). */
  label?: string;
  search?: ListSearch;
  /** The filters after the search box (selects). */
  filters?: ReactNode;
  /** The page being shown; its `total` is how many rows match. */
  query: UseQueryResult<T>;
  perPage: number;
  /** What one row is, and several: the count reads "1 user", "25 users". */
  noun: readonly [one: string, many: string];
  page: number;
  onPage: (page: number) => void;
  /** Names the page numbers for screen readers ("User pages"). */
  pagesLabel: string;
  /** The loaded page's rows. */
  children: (data: T) => ReactNode;
}) {
  const count = query.isSuccess ? query.data.total : null;
  const pages = count === null ? 1 : Math.max(1, Math.ceil(count / perPage));
  const [one, many] = noun;
  return (
    <Paper withBorder p="md" radius="md" component={label ? "section" : "div"} aria-label={label}>
      <Stack gap="sm">
        <div className={classes.toolbar}>
          {search && (
            <TextInput
              className={classes.search}
              label="Search"
              placeholder={search.placeholder}
              type="search"
              value={search.value}
              onChange={(e) => {
                search.onChange(e.currentTarget.value);
                onPage(1);
              }}
            />
          )}
          {filters}
        </div>
        <Text size="sm" c="gray.7" aria-live="polite">
          {count === null ? "\u00a0" : countOf(count, one, many)}
        </Text>
        {query.isPending ? (
          <Skeleton h={240} />
        ) : query.isError ? (
          <Text c="red.8" role="alert">
            {query.error.message}
          </Text>
        ) : (
          children(query.data)
        )}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            aria-label={pagesLabel}
            getItemProps={(n) => ({ "aria-label": `Page ${n}` })}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A list page's rows as cards on a phone and as a table from the sm breakpoint (the audit log and the mail outbox):
 * `cells` gives a row's table cells, `card` its card.
 */
export function CardsOrTable<R>({
  rows,
  rowKey,
  card,
  head,
  cells,
}: {
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  card: (row: R) => ReactNode;
  head: readonly string[];
  cells: (row: R) => ReactNode;
}) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{card(row)}</Fragment>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {head.map((title) => (
                <Table.Th key={title}>{title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>{cells(row)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
