import { Alert, Badge, Container, Group, Select, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useInterval, useTimeout } from "@mantine/hooks";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, INQUIRY_TEXTS } from "#shared/inquiries/inquiries.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { INQUIRY_EXAM_OPTIONS } from "#shared/reference/regulators.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { hasActiveFilters } from "#web/lib/list-search.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { clearSession, getSession } from "#web/lib/session.ts";
import { INQUIRY_LIST, useAdmins } from "./api.ts";
import { ContactMessagesPanel } from "./contact-messages-panel.tsx";
import { InboxPanel, MailLink, PhoneLink } from "./inbox-parts.tsx";
import { InquiryDialog, InquiryLocaleBadge, InquiryStatusBadge } from "./inquiry-dialog.tsx";

/** How often the page checks that a token is still stored (docs/product.md §9: 30 s). */
export const TOKEN_CHECK_MS = 30_000;
/** Delay before an expired session goes to /login. */
const REDIRECT_MS = 2000;
/** The inbox is staff-only and never indexed. */
export const meta = () => staffPageMeta("Inquiries");

/** Expired-session notice, then /login (docs/product.md §4 "Session", §8 "Inquiries list"). */
function SessionExpired() {
  const navigate = useNavigate();
  useTimeout(() => navigate("/login", { replace: true }), REDIRECT_MS, { autoInvoke: true });
  return (
    <Alert color="red" role="alert" title="Session expired">
      {INQUIRY_TEXTS.sessionExpired}
    </Alert>
  );
}

/** The status filter's choices. */
const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));

/** The tab's select filters in toolbar order, each named by its URL parameter. */
const selectFilters = (adminOptions: { value: string; label: string }[]) =>
  [
    { name: "exam", label: "Exam", placeholder: "All exams", data: [...INQUIRY_EXAM_OPTIONS], w: 200 },
    { name: "status", label: "Status", placeholder: "All statuses", data: STATUS_OPTIONS, w: 160 },
    { name: "assignee", label: "Assignee", placeholder: "Anyone", data: adminOptions, w: 160 },
  ] as const;

/**
 * The inquiries tab: search, exam, status and assignee filters, table (with the inquiry's language
 * and the follow-up's status and assignee), details dialog, pages.
 */
function InquiriesPanel({ onDenied }: { onDenied: () => void }) {
  const admins = useAdmins();
  const adminOptions = (admins.data ?? []).map(({ id, username }) => ({
    value: String(id),
    label: username,
  }));
  return (
    <InboxPanel
      list={INQUIRY_LIST}
      onDenied={onDenied}
      searchLabel="Search"
      searchPlaceholder="Name, email, phone or nationality"
      filters={(query, setFilters) =>
        selectFilters(adminOptions).map(({ name, ...select }) => (
          <Select
            key={name}
            {...select}
            value={query.filters[name] ?? null}
            onChange={(value) => setFilters({ [name]: value })}
            clearable
          />
        ))
      }
      nouns={["inquiry", "inquiries"]}
      texts={INQUIRY_TEXTS}
      loadingLabel="Loading inquiries"
      emptyHint={(query) =>
        hasActiveFilters(query)
          ? "Try adjusting the search or the filters."
          : "No inquiries have been submitted yet."
      }
      tableLabel="Inquiries"
      minWidth={1180}
      columns={["No.", "Exam", "Full name", "Email", "Phone", "Language", "Status", "Assignee"]}
      cells={(inquiry, position) => (
        <>
          <Table.Td>{position}</Table.Td>
          <Table.Td>
            <Badge variant="light">{isolated(inquiry.exam_name)}</Badge>
          </Table.Td>
          <Table.Td>{isolated(inquiry.full_name)}</Table.Td>
          <Table.Td>
            <MailLink email={inquiry.email} size="sm" />
          </Table.Td>
          <Table.Td>
            <PhoneLink phone={inquiry.phone} size="sm" />
          </Table.Td>
          <Table.Td>
            <InquiryLocaleBadge locale={inquiry.locale} />
          </Table.Td>
          <Table.Td>
            <InquiryStatusBadge status={inquiry.status} />
          </Table.Td>
          <Table.Td>
            {isolated(inquiry.assignee?.username) ?? (
              <Text span c="dimmed" size="sm">
                —
              </Text>
            )}
          </Table.Td>
        </>
      )}
      open={{
        heading: "Details",
        label: "View details",
        ariaLabel: (inquiry) => `View details of ${safeDisplayText(inquiry.full_name)}'s inquiry`,
      }}
      dialog={(inquiry, onClose) => <InquiryDialog inquiry={inquiry} onClose={onClose} />}
    />
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

  // docs/product.md §9: the token's presence is re-checked every 30 s on this page.
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
 * The inquiries inbox `/inquiries` (docs/product.md §2 "Inquiries page", §8; decision 0007): admins only, since
 * inquiries hold personal data. Table of number, exam badge, name, email and phone links, language
 * (decision 0011), follow-up status and assignee, date and a details dialog; server-side search over
 * name, email, phone and nationality, exam filter, refresh, total, pages in the URL; a session
 * badge, the token re-checked every 30 s, and on a 401/403 or a missing token 'Your session has
 * expired. You will be redirected to login.'.
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
