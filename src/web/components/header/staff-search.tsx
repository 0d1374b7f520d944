import "@mantine/spotlight/styles.css";
import { ActionIcon, Badge, Group, Loader, Text, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { createSpotlight, Spotlight } from "@mantine/spotlight";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { canCall } from "#shared/access/policy.ts";
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_MAX,
  SEARCH_MIN,
  type SearchResult,
  searchAnswerSchema,
} from "#shared/search/search.ts";
import { ApiError, apiParsed } from "#web/lib/api.ts";
import type { Session } from "#web/lib/session.ts";

/** The box's own store, so no other spotlight of the app can open or close it. */
const [searchStore, searchBox] = createSpotlight();

/** Wait after the last keystroke before asking the server (docs/product.md §12 "One search"). */
const DEBOUNCE_MS = 200;

type Answer = { q: string; results: SearchResult[] } | { q: string; error: string };

/** The results of `q` from `GET /api/search`, asked once typing pauses; stale answers are dropped. */
function useSearch(query: string) {
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if ([...debounced].length < SEARCH_MIN) return;
    const controller = new AbortController();
    apiParsed(searchAnswerSchema, "/api/search", { query: { q: debounced }, signal: controller.signal }).then(
      ({ results }) => setAnswer({ q: debounced, results }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ q: debounced, error: error instanceof ApiError ? error.message : "Search failed." });
      },
    );
    return () => controller.abort();
  }, [debounced]);
  const current = answer && answer.q === query.trim() ? answer : null;
  const waiting = [...query.trim()].length >= SEARCH_MIN && current === null;
  return { answer: current, waiting };
}

/**
 * The staff navbar's one search (docs/product.md §12 "One search", decision 0026): a button and
 * Ctrl-K / ⌘K or "/" (outside a text field) open Mantine's spotlight; typing asks `GET /api/search`;
 * the results come grouped by kind; arrow keys move, Enter opens the result's page. Only for the
 * roles the policy lets search; loaded on its own, after login, so public pages never download it.
 */
export default function StaffSearch({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const { answer, waiting } = useSearch(query);
  if (!canCall("GET /api/search", session.claims.role)) return null;

  const results = answer && "results" in answer ? answer.results : [];
  const groups = SEARCH_KINDS.map((kind) => ({ kind, items: results.filter((r) => r.kind === kind) })).filter(
    (group) => group.items.length > 0,
  );
  const short = [...query.trim()].length < SEARCH_MIN;

  return (
    <>
      {/* An icon, not a labelled box: the staff navbar must fit 1366 px (decision 0009). */}
      <ActionIcon
        variant="default"
        size="lg"
        onClick={searchBox.open}
        title="Search (Ctrl K or /)"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <IconSearch size={18} aria-hidden="true" />
        {/* Its name from its text, not a label, so a page's own "Search" field keeps its label alone. */}
        <VisuallyHidden>Search</VisuallyHidden>
      </ActionIcon>
      <Spotlight.Root
        store={searchStore}
        query={query}
        onQueryChange={setQuery}
        shortcut={["mod + K", "/"]}
        scrollable
        maxHeight={480}
      >
        <Spotlight.Search
          aria-label="Search candidates, invoices, inquiries, users, test centers and sittings"
          placeholder="Name, ID, passport, phone, e-mail, reference, invoice…"
          maxLength={SEARCH_MAX}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={waiting ? <Loader size="xs" /> : null}
        />
        <Spotlight.ActionsList aria-label="Search results">
          {groups.map(({ kind, items }) => (
            <Spotlight.ActionsGroup key={kind} label={SEARCH_KIND_LABELS[kind]}>
              {items.map((result) => (
                <Spotlight.Action
                  key={`${kind}:${result.id}`}
                  onClick={() => navigate(result.href)}
                  data-kind={kind}
                >
                  <Group wrap="nowrap" w="100%" justify="space-between" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate dir="auto">
                        {result.label}
                      </Text>
                      {result.sublabel && (
                        <Text size="xs" c="dimmed" truncate dir="auto">
                          {result.sublabel}
                        </Text>
                      )}
                    </div>
                    <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                      {SEARCH_KIND_LABELS[kind]}
                    </Badge>
                  </Group>
                </Spotlight.Action>
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {groups.length === 0 && (
            <Spotlight.Empty>
              {short
                ? `Type at least ${SEARCH_MIN} characters.`
                : waiting
                  ? "Searching…"
                  : answer && "error" in answer
                    ? answer.error
                    : "Nothing found."}
            </Spotlight.Empty>
          )}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
