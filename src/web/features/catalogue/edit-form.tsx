/**
 * The catalogue screen's edit form (docs/product.md §13 "The catalogue"): each text with its English
 * and Arabic side by side (the Arabic input right to left), numbers and lists (one per line). The
 * server's 400 `{message, field}` shows under the field it names.
 */
import { useLingui } from "@lingui/react";
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";
import { ApiError } from "#web/lib/api.ts";

/** One field of the form: `key` is the wire name (`name` → `name_en` and `name_ar` when `pair`). */
export interface FieldSpec {
  key: string;
  kind: "text" | "long" | "number" | "lines" | "choice";
  /** The choices of a `choice` field (a row id each). */
  options?: readonly { value: string; label: string }[];
  /** An English and an Arabic value (`<key>_en`, `<key>_ar`). */
  pair?: boolean;
  /** A number that may be left empty (null: the default applies). */
  optional?: boolean;
}

type Values = Record<string, unknown>;

/** The form's value of `name` as the input shows it. */
const shown = (value: unknown) =>
  Array.isArray(value) ? value.join("\n") : value === null || value === undefined ? "" : String(value);

/** The wire value of an input's text. */
function wireValue(spec: FieldSpec, text: string): unknown {
  if (spec.kind === "lines")
    return text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  if (spec.kind === "choice") return Number(text);
  if (spec.kind === "number") return text.trim() === "" ? (spec.optional ? null : "") : Number(text);
  return text;
}

/** Edits `initial`'s fields named by `fields`; `onSubmit` gets the wire body. */
export function EditForm({
  fields,
  initial,
  extra = {},
  onSubmit,
  pending,
  error,
}: {
  fields: readonly FieldSpec[];
  initial: Values;
  /** Sent as they are with the form's values (e.g. `active`, `specialty_id`). */
  extra?: Values;
  onSubmit: (body: Values) => void;
  pending: boolean;
  error: unknown;
}) {
  const { i18n } = useLingui();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields
        .flatMap((f) => (f.pair ? [`${f.key}_en`, `${f.key}_ar`] : [f.key]))
        .map((k) => [k, shown(initial[k])]),
    ),
  );
  const failedField = error instanceof ApiError ? error.field : undefined;
  const failure = error instanceof Error ? error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Values = { ...extra };
    for (const spec of fields) {
      for (const name of spec.pair ? [`${spec.key}_en`, `${spec.key}_ar`] : [spec.key]) {
        body[name] = wireValue(spec, texts[name] ?? "");
      }
    }
    onSubmit(body);
  };

  const input = (spec: FieldSpec, name: string, language?: "en" | "ar") => {
    const fieldLabel = i18n._(`catField.${spec.key}` as MessageKey);
    const languageLabel = language ? i18n._(language === "en" ? "cat.english" : "cat.arabic") : null;
    const label = languageLabel ? `${fieldLabel} (${languageLabel})` : fieldLabel;
    const common = {
      label,
      value: texts[name] ?? "",
      error: failedField === name ? failure : undefined,
      dir: language === "ar" ? ("rtl" as const) : undefined,
      lang: language,
      name,
    };
    const set = (value: string) => setTexts((current) => ({ ...current, [name]: value }));
    if (spec.kind === "choice")
      return (
        <Select
          key={name}
          {...common}
          data={spec.options ?? []}
          allowDeselect={false}
          onChange={(value) => set(value ?? "")}
        />
      );
    if (spec.kind === "number")
      return (
        <NumberInput key={name} {...common} onChange={(v) => set(String(v))} min={0} allowDecimal={false} />
      );
    if (spec.kind === "text")
      return <TextInput key={name} {...common} onChange={(e) => set(e.currentTarget.value)} />;
    return (
      <Textarea
        key={name}
        {...common}
        description={spec.kind === "lines" ? i18n._("cat.linesHint") : undefined}
        autosize
        minRows={2}
        maxRows={8}
        onChange={(e) => set(e.currentTarget.value)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fields.map((spec) =>
          spec.pair ? (
            <SimpleGrid key={spec.key} cols={{ base: 1, sm: 2 }}>
              {input(spec, `${spec.key}_en`, "en")}
              {input(spec, `${spec.key}_ar`, "ar")}
            </SimpleGrid>
          ) : (
            input(spec, spec.key)
          ),
        )}
        {failure && !fields.some((f) => failedField?.startsWith(f.key)) && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {i18n._("cat.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The editable fields of each entity, in form order. */
export const REGULATOR_FIELDS: readonly FieldSpec[] = [
  { key: "name", kind: "text", pair: true },
  { key: "summary", kind: "long", pair: true },
  { key: "result_time", kind: "text", pair: true },
  { key: "result_notes", kind: "lines", pair: true },
  { key: "duration", kind: "text", pair: true },
  { key: "duration_notes", kind: "lines", pair: true },
  { key: "preparation_notice", kind: "long", pair: true },
  { key: "price_low_usd", kind: "number" },
  { key: "price_high_usd", kind: "number" },
];
export const EXAM_FIELDS: readonly FieldSpec[] = [
  { key: "name", kind: "text", pair: true },
  { key: "price_usd", kind: "number", optional: true },
  { key: "duration", kind: "text", pair: true },
  { key: "result_time", kind: "text", pair: true },
];
export const SPECIALTY_FIELDS: readonly FieldSpec[] = [{ key: "name", kind: "text", pair: true }];
export const COURSE_FIELDS: readonly FieldSpec[] = [
  { key: "code", kind: "text" },
  { key: "title", kind: "text", pair: true },
  { key: "price_usd", kind: "number" },
  { key: "hours", kind: "number" },
  { key: "sessions", kind: "number" },
  { key: "prerequisite", kind: "text", pair: true },
  { key: "prerequisite_note", kind: "long", pair: true },
  { key: "certificate", kind: "long", pair: true },
  { key: "outcomes", kind: "lines", pair: true },
  { key: "image", kind: "text" },
];
export const PROGRAM_FIELDS: readonly FieldSpec[] = [
  { key: "heading", kind: "text", pair: true },
  { key: "intro", kind: "long", pair: true },
  { key: "description", kind: "long", pair: true },
];
export const PARTNER_FIELDS: readonly FieldSpec[] = [
  { key: "name", kind: "text", pair: true },
  { key: "url", kind: "text" },
  { key: "image", kind: "text" },
  { key: "alt", kind: "text" },
];
