import { Anchor, Badge, Modal, Table, Text } from "@mantine/core";
import type { InquiryRead } from "../../../shared/inquiries.ts";
import { formatTimestamp } from "../students/student-fields.ts";

/**
 * The detail dialog of an inquiry (spec §2 "Inquiries page"): exam name, full name, email, phone,
 * current job, nationality, submission date, inquiry id, and the message when there is one.
 */
export function InquiryDialog({ inquiry, onClose }: { inquiry: InquiryRead | null; onClose: () => void }) {
  const rows: [string, React.ReactNode][] = inquiry
    ? [
        [
          "Exam",
          <Badge key="exam" variant="light">
            {inquiry.exam_name}
          </Badge>,
        ],
        ["Full name", inquiry.full_name],
        [
          "Email",
          <Anchor key="email" href={`mailto:${inquiry.email}`}>
            {inquiry.email}
          </Anchor>,
        ],
        [
          "Phone",
          <Anchor key="phone" href={`tel:${inquiry.phone.replace(/[^+\d]/g, "")}`}>
            {inquiry.phone}
          </Anchor>,
        ],
        ["Current job", inquiry.current_job],
        ["Nationality", inquiry.nationality],
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
              <Text style={{ whiteSpace: "pre-wrap" }}>{inquiry.message}</Text>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
