import { Alert, Anchor, Button, Paper, Select, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link } from "react-router";
import {
  ALL_USERS,
  ALL_USERS_LABEL,
  canReadAnnouncements,
  sendMessageBodySchema,
} from "#shared/admin/announcements.ts";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { StaffContainer } from "#web/components/staff-page.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useRecipients, useSendMessage } from "./api.ts";

/** Staff-only, never indexed. */
export const meta = () => staffPageMeta("Send message");

function SendMessageForm() {
  const recipients = useRecipients();
  const send = useSendMessage();
  const { form, failure, onSubmit } = useStaffForm({
    initialValues: { userId: "", message: "" },
    validate: sendMessageBodySchema,
    failureMessage: "Error sending message",
  });

  const submit = onSubmit(async (values) => {
    const answer = await send.mutateAsync(sendMessageBodySchema.parse(values));
    notifications.show({ color: "teal", message: answer.message });
    form.reset();
  });

  // Only users who can open the messages view are offered (decision 0007); the server refuses others.
  const options = [
    { value: ALL_USERS, label: ALL_USERS_LABEL },
    ...(recipients.data ?? [])
      .filter((u) => canReadAnnouncements(u.role))
      .map((u) => ({ value: String(u.id), label: `${u.username} (${u.role})` })),
  ];

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label="Send message">
      <Stack gap="md">
        <Select
          label="To"
          placeholder={
            recipients.isPending ? "Loading users…" : "Choose an admin or school moderator, or All users"
          }
          description="Messages can be read by admins and school moderators."
          data={options}
          searchable
          withAsterisk
          nothingFoundMessage="No user found"
          {...form.getInputProps("userId")}
          value={form.getValues().userId || null}
          onChange={(value) => form.setFieldValue("userId", value ?? "")}
        />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("message")}
        />
        <FormFailure failure={failure} />
        {recipients.isError && (
          <Alert color="red" role="alert">
            Error fetching users
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
          Send message
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * `/CreateAnnouncement` (docs/product.md §2, §5 "Send message"): an admin picks a user, or All users, and
 * writes a message; both are required. Non-admins lose their token and go to /404 (docs/product.md §6).
 */
export default function CreateAnnouncementPage() {
  return (
    <StaffContainer page="/CreateAnnouncement" size="sm">
      <Stack gap="lg">
        <PageHeading title="Send a message">
          An announcement to one admin or school moderator, or to all of them.{" "}
          <Anchor component={Link} to="/announcements">
            See all messages
          </Anchor>
        </PageHeading>
        <SendMessageForm />
      </Stack>
    </StaffContainer>
  );
}
