import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type OneOffEmailBody, oneOffEmailBodySchema } from "#shared/mail/outbox.ts";
import { UserText } from "#web/components/data-table/isolated.tsx";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { studentKeys } from "#web/lib/student-queries.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useSendOneOffEmail } from "./api.ts";

/** When the History is fetched again after a send: the worker records the e-mail once it is out. */
const HISTORY_REFRESH_MS = [3_000, 8_000];

/** The one-off e-mail's form in its dialog. */
function SendEmailForm({
  student,
  onSent,
}: {
  student: { id: number; full_name: string; email: string };
  onSent: () => void;
}) {
  const send = useSendOneOffEmail(student.id);
  const client = useQueryClient();
  const { failure, onSubmit, required } = useStaffForm<Required<OneOffEmailBody>>({
    initialValues: { subject: "", body: "" },
    validate: oneOffEmailBodySchema,
    failureMessage: "The e-mail was not sent.",
  });
  const submit = onSubmit(async (values) => {
    const result = await send.mutateAsync(values);
    notifications.show({ color: "teal", message: result.message });
    for (const delay of HISTORY_REFRESH_MS) {
      setTimeout(() => client.invalidateQueries({ queryKey: studentKeys.events(String(student.id)) }), delay);
    }
    onSent();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          To <UserText value={student.full_name} /> &lt;
          <UserText value={student.email} />
          &gt;, with the greeting, the status-page link and the support address. It is kept in the candidate's
          History.
        </Text>
        <TextInput label="Subject" data-autofocus {...required("subject")} />
        <Textarea label="Message" autosize minRows={6} maxRows={16} {...required("body")} />
        <FormFailure failure={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Send e-mail" on a candidate's detail page (decision 0010): a dialog with subject and message,
 * then `POST /api/students/{id}/email`; a toast, and the History shows the e-mail once it is sent.
 * Render it only for the roles the policy lets call that route (`useCanCall`).
 */
export function SendEmailButton({ student }: { student: { id: number; full_name: string; email: string } }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Send e-mail
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Send an e-mail"
        size="lg"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {opened && <SendEmailForm student={student} onSent={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
