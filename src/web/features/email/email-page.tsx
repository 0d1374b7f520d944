import { Group, SegmentedControl, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { type ClientLoaderFunctionArgs, useSearchParams } from "react-router";
import { type Locale, toLocale } from "#shared/site/locales.ts";
import { LoadFailed } from "#web/components/failure-alert.tsx";
import { StaffContainer } from "#web/components/staff-page.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { emailSettingsQuery, useEmailSettings } from "./api.ts";
import { MessageSettingsCard } from "./message-settings-card.tsx";
import { OutboxPanel } from "./outbox-panel.tsx";
import { PaymentInstructionsPanel } from "./payment-instructions-panel.tsx";

/** Staff-only, never indexed. */
export const meta = () => staffPageMeta("E-mail");

/** Starts the Messages tab's settings as soon as this code has arrived (decision 0021). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  return tab === "payment" || tab === "outbox" ? null : prefetchFor("/email", emailSettingsQuery());
}

/** The languages of the candidates' messages, as the switch names them (each in its own language). */
const LANGUAGES: { value: Locale; label: string }[] = [
  { value: "en", label: "English" },
  { value: "ar", label: "العربية" },
];

/**
 * The Messages tab: a language switch (English / العربية: which language's messages are edited and
 * previewed; a candidate gets those of the language they registered in, decision 0011) and a card
 * per candidate message in that language. The screen itself stays English.
 */
function MessagesPanel() {
  const { data, isPending, isError, refetch } = useEmailSettings();
  const [locale, setLocale] = useState<Locale>("en");
  if (isError) {
    return <LoadFailed onRetry={() => refetch()}>The e-mail settings could not be loaded.</LoadFailed>;
  }
  if (isPending) return <Skeleton height={320} aria-label="Loading the e-mail settings" />;
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Text size="sm" fw={500} id="email-language">
          Language
        </Text>
        <SegmentedControl
          aria-labelledby="email-language"
          data={LANGUAGES.map(({ value, label }) => ({
            value,
            label: (
              <span lang={value} dir="auto">
                {label}
              </span>
            ),
          }))}
          value={locale}
          onChange={(value) => setLocale(toLocale(value))}
        />
        <Text size="sm" c="dimmed">
          Candidates get the messages of the language they registered in.
        </Text>
      </Group>
      {data
        .filter((setting) => setting.locale === locale)
        .map((setting) => (
          <MessageSettingsCard
            // A save brings new saved texts, another language other texts: the editors start again.
            key={`${setting.locale}-${setting.kind}-${setting.updated_at ?? "built-in"}`}
            setting={setting}
          />
        ))}
    </Stack>
  );
}

/** The tabs after the first, each with its `?tab=` value. */
const OTHER_TABS = ["payment", "outbox"] as const;

/**
 * The admin "E-mail" screen `/email` (decision 0010): the Messages tab (per message: on/off,
 * subject and body templates with placeholders, preview with a real candidate, reset, save), the
 * Payment instructions tab (`?tab=payment`, docs/product.md §2 "Payment instructions") and the
 * Outbox tab (`?tab=outbox`: every e-mail with its status, filter and pages in the URL, Retry for
 * failed ones). Admins only, like its API (`PAGE_POLICY`).
 */
export default function EmailPage() {
  const [params, setParams] = useSearchParams();
  const tab = OTHER_TABS.find((name) => name === params.get("tab")) ?? "messages";
  return (
    <StaffContainer page="/email" size="lg">
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
            setParams(value === "payment" || value === "outbox" ? { tab: value } : {}, {
              preventScrollReset: true,
            })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="messages">Messages</Tabs.Tab>
            <Tabs.Tab value="payment">Payment instructions</Tabs.Tab>
            <Tabs.Tab value="outbox">Outbox</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="messages" pt="md">
            <MessagesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="payment" pt="md">
            <PaymentInstructionsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="outbox" pt="md">
            <OutboxPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </StaffContainer>
  );
}
