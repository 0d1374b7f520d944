import { Badge, Button, Card, Group, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FocusEvent, useRef, useState } from "react";
import {
  BODY_TEMPLATE_MAX,
  EMAIL_KIND_LABELS,
  EMAIL_PLACEHOLDERS,
  type EmailSetting,
  SUBJECT_TEMPLATE_MAX,
  unknownPlaceholder,
  unknownPlaceholderMessage,
} from "#shared/mail/settings.ts";
import { DIRECTION, toLocale } from "#shared/site/locales.ts";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useSaveEmailSetting } from "./api.ts";
import { EmailPreviewDialog } from "./email-preview-dialog.tsx";

interface Texts {
  subject: string;
  body: string;
}

/** What is saved for an editor's text: null (the built-in one) when it is blank or the built-in text. */
const saved = (value: string, builtIn: string) => {
  const text = value.trim();
  return text === "" || text === builtIn.trim() ? null : value;
};

/** The browser's checks, the server's rules (it checks again). */
function validate(setting: EmailSetting) {
  return (values: Texts) => {
    const errors: Partial<Record<keyof Texts, string>> = {};
    if (/[\r\n]/.test(values.subject)) errors.subject = "Subject must be one line.";
    else if (values.subject.trim().length > SUBJECT_TEMPLATE_MAX)
      errors.subject = `Subject must be ${SUBJECT_TEMPLATE_MAX} characters or fewer.`;
    if (values.body.trim().length > BODY_TEMPLATE_MAX)
      errors.body = `Body must be ${BODY_TEMPLATE_MAX} characters or fewer.`;
    for (const field of ["subject", "body"] as const) {
      const unknown = errors[field] ? undefined : unknownPlaceholder(setting.kind, values[field]);
      if (unknown !== undefined) errors[field] = unknownPlaceholderMessage(setting.kind, unknown);
    }
    return errors;
  };
}

/**
 * One message of the E-mail screen: on/off (saved at once), subject and body templates with
 * placeholder chips that insert at the cursor, "Preview with candidate", "Reset to default" (the
 * built-in texts back in the editors) and Save. The greeting, status link, support address and
 * signature are added around the body when the message is sent.
 */
export function MessageSettingsCard({ setting }: { setting: EmailSetting }) {
  const { title, when } = EMAIL_KIND_LABELS[setting.kind];
  const locale = toLocale(setting.locale);
  /** The editors follow the message's language: Arabic is typed and read right to left. */
  const textDirection = { lang: locale, dir: DIRECTION[locale] };
  const save = useSaveEmailSetting(setting.kind);
  const [previewOpen, setPreviewOpen] = useState(false);
  const { form, failure, onSubmit } = useStaffForm<Texts>({
    initialValues: {
      subject: setting.subject ?? setting.default_subject,
      body: setting.body ?? setting.default_body,
    },
    validate: validate(setting),
    fields: ["subject", "body"],
    failureMessage: "The e-mail settings were not saved.",
  });
  /** The field a placeholder chip writes into: the one last focused (the body at first). */
  const target = useRef<"subject" | "body">("body");
  const inputs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const custom = setting.subject !== null || setting.body !== null;
  const drafts = {
    subject: saved(form.values.subject, setting.default_subject),
    body: saved(form.values.body, setting.default_body),
  };

  /** The form's props of `field`, remembering it as the chips' target when focused. */
  const fieldProps = (field: "subject" | "body") => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onFocus: (event: FocusEvent) => {
        target.current = field;
        props.onFocus?.(event);
      },
    };
  };

  const insert = (name: string) => {
    const field = target.current;
    const node = inputs[field].current;
    const value = form.values[field];
    const token = `{{${name}}}`;
    const start = node?.selectionStart ?? value.length;
    const end = node?.selectionEnd ?? value.length;
    form.setFieldValue(field, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const toggle = (enabled: boolean) =>
    save.mutate(
      { locale, enabled, subject: setting.subject, body: setting.body },
      {
        onSuccess: () =>
          notifications.show({
            color: "teal",
            message: `${title}: ${enabled ? "switched on" : "switched off, it will not be sent"}.`,
          }),
        onError: (error) =>
          notifications.show({ color: "red", message: messageOr(error, "The setting was not saved.") }),
      },
    );

  const submit = onSubmit(async (values) => {
    const result = await save.mutateAsync({
      locale,
      enabled: setting.enabled,
      subject: saved(values.subject, setting.default_subject),
      body: saved(values.body, setting.default_body),
    });
    form.setValues({
      subject: result.setting.subject ?? result.setting.default_subject,
      body: result.setting.body ?? result.setting.default_body,
    });
    form.resetDirty();
    notifications.show({ color: "teal", message: `${title}: e-mail settings saved.` });
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`email-${setting.kind}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Group gap="xs">
                <Title order={2} size="h4" id={`email-${setting.kind}`}>
                  {title}
                </Title>
                {custom && (
                  <Badge variant="light" color="grape">
                    Custom text
                  </Badge>
                )}
                {!setting.enabled && (
                  <Badge variant="light" color="gray">
                    Off
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {when}
              </Text>
            </div>
            <Switch
              label="Send"
              aria-label={`Send the ${title} e-mail`}
              checked={setting.enabled}
              disabled={save.isPending}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
          </Group>
          <TextInput label="Subject" ref={inputs.subject} {...textDirection} {...fieldProps("subject")} />
          <Textarea
            {...textDirection}
            label="Body"
            description="Paragraphs are separated by a blank line. The greeting, the status-page link, the support address and the signature are added around it."
            autosize
            minRows={4}
            maxRows={14}
            ref={inputs.body}
            {...fieldProps("body")}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id={`placeholders-${setting.kind}`}>
              Placeholders (click to insert)
            </Text>
            <Group gap={6} role="group" aria-labelledby={`placeholders-${setting.kind}`}>
              {setting.placeholders.map((name) => (
                <Button
                  key={name}
                  size="compact-xs"
                  variant="light"
                  ff="monospace"
                  title={EMAIL_PLACEHOLDERS[name as keyof typeof EMAIL_PLACEHOLDERS]}
                  onClick={() => insert(name)}
                >
                  {`{{${name}}}`}
                </Button>
              ))}
            </Group>
          </div>
          <FormFailure failure={failure} />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {setting.updated_at
                ? `Changed ${formatTimestamp(setting.updated_at, true)} by ${setting.updated_by ?? "unknown"}`
                : "Built-in settings"}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setPreviewOpen(true)}>
                Preview with candidate
              </Button>
              <Button
                variant="default"
                onClick={() =>
                  form.setValues({ subject: setting.default_subject, body: setting.default_body })
                }
              >
                Reset to default
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {previewOpen && (
        <EmailPreviewDialog
          kind={setting.kind}
          locale={locale}
          opened={previewOpen}
          onClose={() => setPreviewOpen(false)}
          drafts={drafts}
        />
      )}
    </Card>
  );
}
