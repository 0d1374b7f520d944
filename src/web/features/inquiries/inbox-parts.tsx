import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { PageNumbers } from "#web/components/page-numbers.tsx";
import { ListTable, TableState } from "#web/components/table-state.tsx";
import { ApiError } from "#web/lib/api.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { type ListSearch, pageCount } from "#web/lib/list-search.ts";
import { type ListSearchControls, useListSearch } from "#web/lib/use-list-search.ts";
import type { InboxList } from "./api.ts";

/** Typing pause before a search reaches the URL and the server. */
const SEARCH_DEBOUNCE_MS = 500;

/** True for the 401/403 a tab leaves to the page (which shows its session-expired notice). */
export const isDenied = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export interface InboxToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  /** The search as in the URL; what is typed starts from it. */
  search: string;
  /** Called with the trimmed text after a typing pause. */
  onSearch: (value: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Further filters between the search box and Refresh. */
  children?: ReactNode;
}

/** The search box (debounced), further filters and Refresh of an inbox tab. */
export function InboxToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  onRefresh,
  refreshing,
  children,
}: InboxToolbarProps) {
  const [text, setText] = useState(search);
  const apply = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            apply(event.currentTarget.value);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        {children}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={onRefresh}
          loading={refreshing}
        >
          Refresh
        </Button>
      </Group>
    </Paper>
  );
}

/** A link that writes an email to the address. */
export function MailLink({ email, size }: { email: string; size?: "sm" }) {
  return (
    <Anchor href={`mailto:${email}`} size={size}>
      {email}
    </Anchor>
  );
}

/** A link that calls the number (the `tel:` address keeps only `+` and digits). */
export function PhoneLink({ phone, size }: { phone: string; size?: "sm" }) {
  return (
    <Anchor href={`tel:${phone.replace(/[^+\d]/g, "")}`} size={size}>
      {phone}
    </Anchor>
  );
}

/** What every inbox entry has: its id and when it came in. */
interface InboxRow {
  id: number;
  created_at: string;
}

/** An inbox tab's URL filters: the search, and `F` besides (e.g. the exam). */
type Filter<F extends string> = "search" | F;

export interface InboxPanelProps<F extends string, Row extends InboxRow> {
  /** The tab's list: its query in the URL, its query hook and its page size (api.ts). */
  list: InboxList<Filter<F>, Row>;
  /** Runs on a 401/403 (the page then shows its session-expired notice). */
  onDenied: () => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** Further filters of the toolbar, between the search box and Refresh. */
  filters?: (
    query: ListSearch<Filter<F>>,
    setFilters: ListSearchControls<Filter<F>>["setFilters"],
  ) => ReactNode;
  /** The total's noun, singular and plural (e.g. "inquiry", "inquiries"). */
  nouns: readonly [string, string];
  /** The error alert's text (`fetchFailed`) and the empty notice (`empty`). */
  texts: { fetchFailed: string; empty: string };
  loadingLabel: string;
  emptyHint: (query: ListSearch<Filter<F>>) => string;
  /** The table's accessible name and its narrowest width before it scrolls. */
  tableLabel: string;
  minWidth: number;
  /** Headings of the row's own cells; "Date" (when it came in) and the open button's column follow. */
  columns: readonly string[];
  /** The row's own cells; `position` counts from 1 over all pages. */
  cells: (row: Row, position: number) => ReactNode;
  /** The button that opens a row in the dialog: its column's heading, its text and accessible name. */
  open: { heading: string; label: string; ariaLabel: (row: Row) => string };
  /** The dialog of the opened row (`null`: closed). */
  dialog: (row: Row | null, onClose: () => void) => ReactNode;
}

/**
 * An inbox tab: the toolbar (debounced search, further filters, Refresh), the total, the table with
 * its loading, empty and error states, a button per row that opens it in a dialog, and the pages.
 * Search, filters and page live in the URL; a 401/403 is handed to the page.
 */
export function InboxPanel<F extends string, Row extends InboxRow>(props: InboxPanelProps<F, Row>) {
  const { list, onDenied } = props;
  const { pageSize, useRows } = list;
  const { search: query, setFilters, setPage } = useListSearch(list.url);
  const [selected, setSelected] = useState<Row | null>(null);
  const rows = useRows(query);
  const { data, isPending, isError, error, isFetching, refetch } = rows;

  useEffect(() => {
    if (isDenied(error)) onDenied();
  }, [error, onDenied]);

  return (
    <Stack gap="md">
      <InboxToolbar
        searchLabel={props.searchLabel}
        searchPlaceholder={props.searchPlaceholder}
        search={query.filters.search ?? ""}
        // TS cannot see that `{ search }` fits every `F`; it is a filter of each tab.
        onSearch={(search) => setFilters({ search } as Partial<Record<Filter<F>, string>>)}
        onRefresh={() => refetch()}
        refreshing={isFetching && !isPending}
      >
        {props.filters?.(query, setFilters)}
      </InboxToolbar>

      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? `${data.total.toLocaleString()} ${props.nouns[data.total === 1 ? 0 : 1]}` : " "}
      </Text>

      <TableState
        query={rows}
        texts={{
          failed: props.texts.fetchFailed,
          loading: props.loadingLabel,
          empty: props.texts.empty,
          emptyHint: props.emptyHint(query),
        }}
        failed={isError && !isDenied(error)}
        skeletonHeight={36}
        empty={data?.rows.length === 0}
      >
        {data && (
          <ListTable
            label={props.tableLabel}
            minWidth={props.minWidth}
            columns={[...props.columns, "Date", props.open.heading]}
          >
            {data.rows.map((row, index) => (
              <Table.Tr key={row.id}>
                {props.cells(row, (query.page - 1) * pageSize + index + 1)}
                <Table.Td>{formatTimestamp(row.created_at, true)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setSelected(row)}
                    aria-label={props.open.ariaLabel(row)}
                  >
                    {props.open.label}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </TableState>

      {data && data.total > pageSize && (
        <PageNumbers
          pages={pageCount(data.total, pageSize)}
          page={query.page}
          onChange={(page) => setPage(page)}
        />
      )}
      {props.dialog(selected, () => setSelected(null))}
    </Stack>
  );
}
