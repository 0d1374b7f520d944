import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link } from "react-router";
import {
  INQUIRY_LOCALE_LABELS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryRead,
  type InquiryStatus,
} from "#shared/inquiries/inquiries.ts";
import type { Locale } from "#shared/site/locales.ts";
import { isolated, UserText } from "#web/components/data-table/isolated.tsx";
import { showDoneNotification } from "#web/components/undo-notification.tsx";
import { formatTimestamp } from "#web/lib/format.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useAdmins, useDeleteInquiry, useInviteInquiry, useUpdateInquiry } from "./api.ts";
import { MailLink, PhoneLink } from "./inbox-parts.tsx";

const STATUS_COLORS: Record<InquiryStatus, string> = {
  new: "blue",
  contacted: "yellow",
  converted: "teal",
  closed: "gray",
};

/** The follow-up status of an inquiry as a badge (docs/product.md §2 "Inquiries page"). */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {INQUIRY_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The language an inquiry was sent in as a badge ("English", "Arabic"; decision 0011), so staff
 * reply in it; Arabic stands out.
 */
export function InquiryLocaleBadge({ locale }: { locale: Locale }) {
  return (
    <Badge color={locale === "ar" ? "grape" : "gray"} variant={locale === "ar" ? "light" : "outline"}>
      {INQUIRY_LOCALE_LABELS[locale]}
    </Badge>
  );
}

/** The statuses an admin may choose: `converted` only shows on a converted inquiry (a registration sets it). */
const statusOptions = (current: InquiryStatus) =>
  INQUIRY_STATUSES.filter((status) => status !== "converted" || current === "converted").map((value) => ({
    value,
    label: INQUIRY_STATUS_LABELS[value],
  }));

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Please try again later.";

/**
 * The follow-up of an inquiry (docs/product.md §2 "Inquiries page"): status, assignee (an admin) and notes with Save,
 * "Invite to register" (after a confirmation) with when the last invitation went, and for a
 * converted inquiry the link to its candidate; for admins, Delete (after a confirmation; to the
 * Trash with 10 s of Undo, decision 0029), which closes the dialog (`onDeleted`). Starts from the
 * row it was opened with and shows what the server answers after each change.
 */
function FollowUp({ opened, onDeleted }: { opened: InquiryRead; onDeleted: () => void }) {
  const [inquiry, setInquiry] = useState(opened);
  const [status, setStatus] = useState<InquiryStatus>(opened.status);
  const [assignee, setAssignee] = useState<string | null>(
    opened.assignee ? String(opened.assignee.id) : null,
  );
  const [notes, setNotes] = useState(opened.notes ?? "");
  const admins = useAdmins();
  const update = useUpdateInquiry(opened.id);
  const invite = useInviteInquiry(opened.id);
  const remove = useDeleteInquiry(opened.id);
  const canDelete = useCanCall("DELETE /api/inquiries/:id");
  const converted = inquiry.status === "converted";

  const adminOptions = (admins.data ?? []).map(({ id, username }) => ({
    value: String(id),
    label: username,
  }));
  // The current assignee stays choosable even if the list has not loaded (or no longer has them).
  if (inquiry.assignee && !adminOptions.some((o) => o.value === String(inquiry.assignee?.id))) {
    adminOptions.push({ value: String(inquiry.assignee.id), label: inquiry.assignee.username });
  }

  const save = () =>
    update.mutate(
      {
        ...(converted ? {} : { status }),
        notes: notes.trim() === "" ? null : notes,
        assigneeId: assignee === null ? null : Number(assignee),
      },
      {
        onSuccess: (saved) => {
          setInquiry(saved);
          setStatus(saved.status);
          setNotes(saved.notes ?? "");
          notifications.show({ color: "teal", message: "Inquiry saved." });
        },
        onError: (error) =>
          notifications.show({ color: "red", title: "The inquiry was not saved", message: failure(error) }),
      },
    );

  const confirmInvite = () =>
    modals.openConfirmModal({
      title: "Invite to register?",
      children: (
        <Text size="sm">
          <UserText value={inquiry.full_name} /> (<UserText value={inquiry.email} />) receives an e-mail with
          a link to the registration form, filled in with this inquiry's name, e-mail, phone and exam. The
          link works for 30 days.
        </Text>
      ),
      labels: { confirm: "Send invitation", cancel: "Cancel" },
      onConfirm: () =>
        invite.mutate(undefined, {
          onSuccess: (answer) => {
            setInquiry((current) => ({ ...current, invited_at: answer.invitedAt, status: answer.status }));
            setStatus(answer.status);
            notifications.show({ color: "teal", message: `Invitation sent to ${inquiry.email}.` });
          },
          onError: (error) =>
            notifications.show({
              color: "red",
              title: "The invitation was not sent",
              message: failure(error),
            }),
        }),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: "Delete this inquiry?",
      children: (
        <Text size="sm">
          The inquiry of <UserText value={inquiry.full_name} /> goes to the Trash, where an admin can restore
          it.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: ({ undoToken }) => {
            onDeleted();
            showDoneNotification({ undoToken, message: "Inquiry deleted." });
          },
          onError: (error) =>
            notifications.show({
              color: "red",
              title: "The inquiry was not deleted",
              message: failure(error),
            }),
        }),
    });

  return (
    <Stack gap="sm" mt="lg">
      <Title order={3} size="h4">
        Follow-up
      </Title>
      <Group grow align="flex-start">
        <Select
          label="Status"
          data={statusOptions(inquiry.status)}
          value={status}
          onChange={(value) => value && setStatus(value as InquiryStatus)}
          disabled={converted}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Assignee"
          placeholder="Nobody"
          data={adminOptions}
          value={assignee}
          onChange={setAssignee}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Textarea
        label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={5000}
      />
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {inquiry.invited_at
            ? `Invitation sent ${formatTimestamp(inquiry.invited_at, true)}`
            : "No invitation sent yet"}
        </Text>
        <Group gap="xs">
          {canDelete && (
            <Button variant="subtle" color="red" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          )}
          {!converted && (
            <Button variant="default" onClick={confirmInvite} loading={invite.isPending}>
              {inquiry.invited_at ? "Invite again" : "Invite to register"}
            </Button>
          )}
          <Button onClick={save} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Group>
      {converted && inquiry.converted_student_id !== null && (
        <Text size="sm">
          Registered as{" "}
          <Anchor component={Link} to={`/students/${inquiry.converted_student_id}`}>
            candidate #{inquiry.converted_student_id}
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}

/**
 * The detail dialog of an inquiry (docs/product.md §2 "Inquiries page"): exam name, full name, email, phone,
 * current job, nationality, language (decision 0011), submission date, inquiry id, and the message
 * when there is one; then the follow-up (docs/product.md §2 "Inquiries page").
 */
export function InquiryDialog({ inquiry, onClose }: { inquiry: InquiryRead | null; onClose: () => void }) {
  const rows: [string, React.ReactNode][] = inquiry
    ? [
        [
          "Exam",
          <Badge key="exam" variant="light">
            {isolated(inquiry.exam_name)}
          </Badge>,
        ],
        ["Full name", isolated(inquiry.full_name)],
        ["Email", <MailLink key="email" email={inquiry.email} />],
        ["Phone", <PhoneLink key="phone" phone={inquiry.phone} />],
        ["Current job", isolated(inquiry.current_job)],
        ["Nationality", isolated(inquiry.nationality)],
        ["Language", <InquiryLocaleBadge key="language" locale={inquiry.locale} />],
        ["Submitted", formatTimestamp(inquiry.created_at, true)],
        ["Inquiry ID", String(inquiry.id)],
      ]
    : [];
  return (
    <Modal opened={inquiry !== null} onClose={onClose} title="Inquiry details" size="lg">
      {inquiry && (
        <>
          <Table variant="vertical" withTableBorder layout="fixed" aria-label="Inquiry details">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140} scope="row">
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {inquiry.message && (
            <>
              <Text fw={700} mt="md" mb={4}>
                Message
              </Text>
              <Text style={{ whiteSpace: "pre-wrap" }}>
                <UserText value={inquiry.message} lines="multi" />
              </Text>
            </>
          )}
          <FollowUp key={inquiry.id} opened={inquiry} onDeleted={onClose} />
        </>
      )}
    </Modal>
  );
}
