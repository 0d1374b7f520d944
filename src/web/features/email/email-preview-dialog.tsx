import { Alert, Box, Group, Loader, Modal, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { EMAIL_KIND_LABELS, type EmailSettingKind } from "#shared/mail/settings.ts";
import { DIRECTION, type Locale } from "#shared/site/locales.ts";
import { messageOr } from "#web/lib/api-message.ts";
import { useCandidateSearch, usePreviewEmail } from "./api.ts";

export interface EmailPreviewDialogProps {
  kind: EmailSettingKind;
  /** The language of the message previewed (its HTML carries its own direction). */
  locale: Locale;
  opened: boolean;
  onClose: () => void;
  /** The editor's drafts (null: the built-in text). */
  drafts: { subject: string | null; body: string | null };
}

/**
 * "Preview with candidate": pick a candidate by reference or name (`GET /api/students`), then the
 * message as they would get it with the editor's drafts (`POST .../preview`; nothing is sent):
 * recipient, subject, the HTML in a sandboxed frame (no scripts, no links followed) and the text,
 * in `locale` (an Arabic message right to left: its HTML says `dir="rtl"`, the subject and text
 * are shown with the language's direction).
 */
export function EmailPreviewDialog({ kind, locale, opened, onClose, drafts }: EmailPreviewDialogProps) {
  const [term, setTerm] = useState("");
  const [debounced] = useDebouncedValue(term, 300);
  const candidates = useCandidateSearch(debounced);
  const [studentId, setStudentId] = useState<string | null>(null);
  const preview = usePreviewEmail(kind);
  const title = EMAIL_KIND_LABELS[kind].title;

  const choose = (value: string | null) => {
    setStudentId(value);
    if (value)
      preview.mutate({ student_id: Number(value), locale, subject: drafts.subject, body: drafts.body });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Preview: ${title}`}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Select
          label="Candidate"
          description="Search by reference or name (at least 2 characters)"
          placeholder="EX-26-… or a name"
          searchable
          clearable
          data={(candidates.data ?? []).map(({ id, label }) => ({ value: String(id), label }))}
          // The server searched already: show its answers as they are.
          filter={({ options }) => options}
          searchValue={term}
          onSearchChange={setTerm}
          value={studentId}
          onChange={choose}
          nothingFoundMessage={
            debounced.trim().length >= 2 && !candidates.isFetching ? "No candidate found" : null
          }
          rightSection={candidates.isFetching ? <Loader size="xs" /> : undefined}
        />
        {preview.isPending && <Loader aria-label="Rendering the preview" />}
        {preview.isError && (
          <Alert color="red" role="alert">
            {messageOr(preview.error, "The preview could not be made.")}
          </Alert>
        )}
        {preview.data && !preview.isPending && (
          <Stack gap="sm" aria-label="Preview">
            <Group gap="xs">
              <Text fw={600}>To:</Text>
              <Text>{preview.data.to}</Text>
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600}>Subject:</Text>
              <Text data-testid="preview-subject" lang={locale} dir={DIRECTION[locale]}>
                {preview.data.subject}
              </Text>
            </Group>
            <Title order={3} size="h5">
              HTML version
            </Title>
            <Box
              component="iframe"
              title="HTML version of the e-mail"
              sandbox=""
              srcDoc={preview.data.html}
              w="100%"
              h={360}
              style={{ border: "1px solid var(--mantine-color-default-border)", background: "white" }}
            />
            <Title order={3} size="h5">
              Text version
            </Title>
            <Paper withBorder p="sm">
              <Text
                component="pre"
                size="sm"
                aria-label="Text version of the e-mail"
                lang={locale}
                dir={DIRECTION[locale]}
                style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0, fontFamily: "inherit" }}
              >
                {preview.data.text}
              </Text>
            </Paper>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
