import {
  Alert,
  Box,
  Button,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Table,
  type TableProps,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";

/** Stable keys of `count` placeholder rows. */
const skeletonKeys = (count: number) => Array.from({ length: count }, (_, row) => `row-${row}`);

/** What a table reads of its TanStack query (`useQuery`'s result). */
export interface TableQuery {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
}

/** A staff table's texts: the error alert, the skeleton's name and the empty notice. */
export interface TableTexts {
  /** The alert's title, if any. */
  failedTitle?: string;
  /** The alert's text (default: the error's message). */
  failed?: ReactNode;
  /** Accessible name of the skeleton, e.g. "Loading invoices". */
  loading: string;
  /** The empty notice: bold text alone, or a heading when {@link TableTexts.emptyHint} is given. */
  empty: string;
  /** A dimmed line under the empty notice's heading (e.g. "Try another search."). */
  emptyHint?: string;
}

export interface TableStateProps {
  /** The list's query: failed (an alert replaces the table), pending (a skeleton), fetching. */
  query: TableQuery;
  texts: TableTexts;
  /** Overrides the query's failure (e.g. a refusal handled elsewhere). */
  failed?: boolean;
  /** When given, the alert carries a "Try again" button that calls it. */
  onRetry?: () => void;
  /** Rows of the default skeleton (default 5). */
  skeletonRows?: number;
  /** Height of a skeleton row in px (default 32). */
  skeletonHeight?: number;
  /** Replaces the default skeleton (e.g. a table's own). */
  skeleton?: ReactNode;
  /** Loaded, with no row: the empty notice replaces the rows. */
  empty: boolean;
  /** Level of the empty notice's heading (default 2). */
  emptyHeadingOrder?: 2 | 3;
  /** A refetch (or a write) is running over what is shown: marks it busy (default: the query's). */
  fetching?: boolean;
  /** Whether the loading overlay covers what is shown (default: whenever fetching). */
  overlay?: boolean;
  /** The rows (a table), shown once loaded and not empty. */
  children: ReactNode;
}

/**
 * A staff table's states, one way for every list: the error alert, a skeleton while the first page
 * loads, the empty notice, or the rows; the empty notice and the rows sit under a loading overlay
 * while a refetch (another page, a new filter, Refresh) runs over them.
 */
export function TableState(props: TableStateProps) {
  const { query, texts } = props;
  if (props.failed ?? query.isError) {
    return (
      <Alert color="red" title={texts.failedTitle} role="alert">
        {texts.failed ?? (query.error instanceof Error ? query.error.message : undefined)}
        {props.onRetry && (
          <Button mt="sm" size="xs" variant="light" color="red" onClick={props.onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      props.skeleton ?? (
        <LoadingRows label={texts.loading} rows={props.skeletonRows} height={props.skeletonHeight} />
      )
    );
  }
  const fetching = props.fetching ?? query.isFetching;
  return (
    <Box pos="relative" aria-busy={fetching}>
      <LoadingOverlay visible={props.overlay ?? fetching} overlayProps={{ blur: 1 }} zIndex={5} />
      {props.empty ? <EmptyNotice texts={texts} order={props.emptyHeadingOrder} /> : props.children}
    </Box>
  );
}

/** Placeholder rows while something first loads (busy, named by `label`). */
export function LoadingRows({
  label,
  rows = 5,
  height = 32,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {skeletonKeys(rows).map((row) => (
        <Skeleton key={row} height={height} />
      ))}
    </Stack>
  );
}

function EmptyNotice({ texts, order = 2 }: { texts: TableTexts; order?: 2 | 3 }) {
  return (
    <Paper withBorder p="xl" ta="center">
      {texts.emptyHint === undefined ? (
        <Text fw={600}>{texts.empty}</Text>
      ) : (
        <>
          <Title order={order} size="h4">
            {texts.empty}
          </Title>
          <Text c="dimmed" mt="xs">
            {texts.emptyHint}
          </Text>
        </>
      )}
    </Paper>
  );
}

/**
 * A column heading: its text, or its text with a width (px), an alignment and what to show in
 * place of the text (`head`: a select-all checkbox, a visually hidden name; `label` stays its key).
 */
export type ListColumn = string | { label: string; w?: number; ta?: "right"; head?: ReactNode };

/** The heading row of a staff table (`th scope="col"`). */
export function ColumnHeadings({ columns }: { columns: readonly ListColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          const { label, w, ta, head } = typeof column === "string" ? { label: column } : column;
          return (
            <Table.Th key={label} scope="col" w={w} ta={ta}>
              {head ?? label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}

export interface ListTableProps extends Omit<TableProps, "children"> {
  /** The table's accessible name (else give `aria-labelledby`). */
  label?: string;
  /** Narrowest width before the table scrolls sideways. */
  minWidth: number;
  /** Tallest height before the rows scroll (default: all shown). */
  maxHeight?: number;
  columns: readonly ListColumn[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * A plain staff list (the inboxes' tabs): striped rows that light up under the pointer, column
 * headings, and sideways scrolling below `minWidth`. The candidate tables with selection and cards
 * use `DataTable` instead. It lives beside `TableState`, which every staff list uses, so that it
 * costs no chunk of its own (the route manifest that every page loads, `/` included, names each
 * shared chunk). Other `Table` props (`striped`, `fz`, `withTableBorder`...) override the defaults.
 */
export function ListTable({ label, minWidth, maxHeight, columns, children, ...table }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mah={maxHeight} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={label} {...table}>
        <ColumnHeadings columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
