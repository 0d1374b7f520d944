import { Alert, Button, Container, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { RequireRole } from "#web/components/require-role.tsx";
import { useEmailSettings } from "./api.ts";
import { MessageSettingsCard } from "./message-settings-card.tsx";
import { OutboxPanel } from "./outbox-panel.tsx";

/** Staff-only, never indexed. */
export function meta() {
  return [{ title: "E-mail | Exam Registration Portal" }, { name: "robots", content: "noindex" }];
}

/** The Messages tab: a card per candidate message (English; the Arabic issue adds a locale switch). */
function MessagesPanel() {
  const { data, isPending, isError, refetch } = useEmailSettings();
  if (isError) {
    return (
      <Alert color="red" role="alert">
        The e-mail settings could not be loaded.
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (isPending) return <Skeleton height={320} aria-label="Loading the e-mail settings" />;
  return (
    <Stack gap="lg">
      {data
        .filter((setting) => setting.locale === "en")
        .map((setting) => (
          <MessageSettingsCard
            // A save brings new saved texts: the editors start again from them.
            key={`${setting.kind}-${setting.updated_at ?? "built-in"}`}
            setting={setting}
          />
        ))}
    </Stack>
  );
}

/**
 * The admin "E-mail" screen `/email` (issue 14, item 2): the Messages tab (per message: on/off,
 * subject and body templates with placeholders, preview with a real candidate, reset, save) and the
 * Outbox tab (`?tab=outbox`: every e-mail with its status, filter and pages in the URL, Retry for
 * failed ones). Admins only, like its API (`PAGE_POLICY`).
 */
export default function EmailPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "outbox" ? "outbox" : "messages";
  return (
    <RequireRole page="/email">
      <Container size="lg" py="xl">
        <Stack gap="md">
          <div>
            <Title order={1}>E-mail</Title>
            <Text c="dimmed" size="sm">
              The e-mails candidates receive at each step, and every e-mail sent or waiting.
            </Text>
          </div>
          <Tabs
            value={tab}
            onChange={(value) =>
              setParams(value === "outbox" ? { tab: "outbox" } : {}, { preventScrollReset: true })
            }
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="messages">Messages</Tabs.Tab>
              <Tabs.Tab value="outbox">Outbox</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="messages" pt="md">
              <MessagesPanel />
            </Tabs.Panel>
            <Tabs.Panel value="outbox" pt="md">
              <OutboxPanel />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </RequireRole>
  );
}
