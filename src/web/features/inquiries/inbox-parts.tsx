import {
  Alert,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../lib/api.ts";

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

export interface InboxStateProps {
  /** The query failed with something other than a 401/403. */
  failed: boolean;
  pending: boolean;
  /** Loaded, with no row. */
  empty: boolean;
  /** A refetch is running over rows already shown. */
  fetching: boolean;
  failedText: string;
  loadingLabel: string;
  emptyTitle: string;
  emptyHint: string;
  /** The rows (a table), shown once loaded and not empty. */
  children: ReactNode;
}

/** One inbox tab's states: the error, a skeleton while loading, the empty notice, or the rows. */
export function InboxState(props: InboxStateProps) {
  if (props.failed) {
    return (
      <Alert color="red" role="alert">
        {props.failedText}
      </Alert>
    );
  }
  if (props.pending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={props.loadingLabel}>
        {["a", "b", "c", "d", "e"].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  }
  if (props.empty) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Title order={2} size="h4">
          {props.emptyTitle}
        </Title>
        <Text c="dimmed" mt="xs">
          {props.emptyHint}
        </Text>
      </Paper>
    );
  }
  return (
    <Box pos="relative" aria-busy={props.fetching}>
      <LoadingOverlay visible={props.fetching} overlayProps={{ blur: 1 }} zIndex={5} />
      {props.children}
    </Box>
  );
}
