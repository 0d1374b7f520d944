import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useInterval, useTimeout } from "@mantine/hooks";
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { INQUIRY_MESSAGES, INQUIRY_PAGE_SIZE, type InquiryRead } from "../../../shared/inquiries.ts";
import { INQUIRY_EXAM_OPTIONS } from "../../../shared/reference/regulators.ts";
import { PageNumbers } from "../../components/page-numbers.tsx";
import { RequireRole } from "../../components/require-role.tsx";
import { clearSession, getSession } from "../../lib/session.ts";
import { useListSearch } from "../../lib/use-list-search.ts";
import { formatTimestamp } from "../students/student-fields.ts";
import { pageCount } from "../students/student-search-params.ts";
import { useInquiries } from "./api.ts";
import { ContactMessagesPanel } from "./contact-messages-panel.tsx";
import { InboxState, InboxToolbar, isDenied } from "./inbox-parts.tsx";
import { InquiryDialog } from "./inquiry-dialog.tsx";

/** How often the page checks that a token is still stored (spec §9: 30 s). */
export const TOKEN_CHECK_MS = 30_000;
/** Delay before an expired session goes to /login. */
const REDIRECT_MS = 2000;
/** The inbox is staff-only and never indexed. */
export function meta() {
  return [{ title: "Inquiries | Exam Registration Portal" }, { name: "robots", content: "noindex" }];
}

const INQUIRY_KEYS = ["search", "exam"] as const;

/** Expired-session notice, then /login (spec §4 "Session", §8 "Inquiries list"). */
function SessionExpired() {
  const navigate = useNavigate();
  useTimeout(() => navigate("/login", { replace: true }), REDIRECT_MS, { autoInvoke: true });
  return (
    <Alert color="red" role="alert" title="Session expired">
      {INQUIRY_MESSAGES.sessionExpired}
    </Alert>
  );
}

/** The inquiries tab: search, exam filter, table, details dialog, pages. */
function InquiriesPanel({ onDenied }: { onDenied: () => void }) {
  const [query, update] = useListSearch(INQUIRY_KEYS);
  const [selected, setSelected] = useState<InquiryRead | null>(null);
  const { data, isPending, isError, error, isFetching, refetch } = useInquiries(query);

  useEffect(() => {
    if (isDenied(error)) onDenied();
  }, [error, onDenied]);

  const pages = pageCount(data?.total ?? 0, INQUIRY_PAGE_SIZE);
  const filtered = query.search !== "" || query.exam !== "";

  return (
    <Stack gap="md">
      <InboxToolbar
        searchLabel="Search"
        searchPlaceholder="Name, email, phone or nationality"
        search={query.search}
        onSearch={(search) => update({ search })}
        onRefresh={() => refetch()}
        refreshing={isFetching && !isPending}
      >
        <Select
          label="Exam"
          placeholder="All exams"
          data={[...INQUIRY_EXAM_OPTIONS]}
          value={query.exam || null}
          onChange={(value) => update({ exam: value ?? "" })}
          clearable
          w={200}
        />
      </InboxToolbar>

      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? `${data.total.toLocaleString()} ${data.total === 1 ? "inquiry" : "inquiries"}` : " "}
      </Text>

      <InboxState
        failed={isError && !isDenied(error)}
        pending={isPending}
        empty={data?.inquiries.length === 0}
        fetching={isFetching}
        failedText={INQUIRY_MESSAGES.fetchFailed}
        loadingLabel="Loading inquiries"
        emptyTitle={INQUIRY_MESSAGES.empty}
        emptyHint={
          filtered ? "Try adjusting the search or the exam filter." : "No inquiries have been submitted yet."
        }
      >
        {data && (
          <Table.ScrollContainer minWidth={900} type="native">
            <Table striped highlightOnHover aria-label="Inquiries" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>No.</Table.Th>
                  <Table.Th>Exam</Table.Th>
                  <Table.Th>Full name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.inquiries.map((inquiry, index) => (
                  <Table.Tr key={inquiry.id}>
                    <Table.Td>{(query.page - 1) * INQUIRY_PAGE_SIZE + index + 1}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{inquiry.exam_name}</Badge>
                    </Table.Td>
                    <Table.Td>{inquiry.full_name}</Table.Td>
                    <Table.Td>
                      <Anchor href={`mailto:${inquiry.email}`} size="sm">
                        {inquiry.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={`tel:${inquiry.phone.replace(/[^+\d]/g, "")}`} size="sm">
                        {inquiry.phone}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatTimestamp(inquiry.created_at, true)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setSelected(inquiry)}
                        aria-label={`View details of ${inquiry.full_name}'s inquiry`}
                      >
                        View details
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </InboxState>

      {data && data.total > INQUIRY_PAGE_SIZE && (
        <PageNumbers pages={pages} page={query.page} onChange={(page) => update({ ...query, page })} />
      )}

      <InquiryDialog inquiry={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

/** Which tab is open: `?tab=messages` for the contact form's messages, else the inquiries. */
type InboxTab = "inquiries" | "messages";

function Inbox() {
  const [params, setParams] = useSearchParams();
  const tab: InboxTab = params.get("tab") === "messages" ? "messages" : "inquiries";
  const [expired, setExpired] = useState(false);
  const deny = useCallback(() => {
    clearSession();
    setExpired(true);
  }, []);

  // Spec §9: the token's presence is re-checked every 30 s on this page.
  useInterval(
    () => {
      if (!getSession()) setExpired(true);
    },
    TOKEN_CHECK_MS,
    { autoInvoke: true },
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <div>
          <Title order={1}>Inquiries</Title>
          <Text c="dimmed" size="sm">
            Book Exam requests from the public inquiry form, and messages from the contact form.
          </Text>
        </div>
        <Badge color={expired ? "red" : "teal"} variant="light" size="lg" aria-label="Session status">
          {expired ? "Session expired" : "Session active"}
        </Badge>
      </Group>

      {expired ? (
        <SessionExpired />
      ) : (
        <Tabs
          value={tab}
          // A tab starts on its first page with no search: each keeps its own query in the URL.
          onChange={(value) =>
            setParams(value === "messages" ? { tab: "messages" } : {}, { preventScrollReset: true })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="inquiries">Inquiries</Tabs.Tab>
            <Tabs.Tab value="messages">Contact messages</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="inquiries" pt="md">
            <InquiriesPanel onDenied={deny} />
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="md">
            <ContactMessagesPanel onDenied={deny} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/**
 * The inquiries inbox `/inquiries` (spec §2 "Inquiries page", §8; issue 5): admins only, since
 * inquiries hold personal data. Table of number, exam badge, name, email and phone links, date and
 * a details dialog; server-side search over name, email, phone and nationality, exam filter,
 * refresh, total, pages in the URL; a session badge, the token re-checked every 30 s, and on a
 * 401/403 or a missing token 'Your session has expired. You will be redirected to login.'.
 */
export default function InquiriesPage() {
  return (
    <RequireRole
      page="/inquiries"
      loggedOut={
        <Container size="xl" py="xl">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={1}>Inquiries</Title>
              <Badge color="red" variant="light" size="lg" aria-label="Session status">
                Session expired
              </Badge>
            </Group>
            <SessionExpired />
          </Stack>
        </Container>
      }
    >
      <Container size="xl" py="xl">
        <Inbox />
      </Container>
    </RequireRole>
  );
}
