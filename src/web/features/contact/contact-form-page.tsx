import { useLingui } from "@lingui/react";
import { Container, Paper, Stack, TextInput } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import type { MetaArgs } from "react-router";
import { siteName } from "#web/brand.ts";
import { HydratedFieldset } from "#web/components/hydrated-fieldset.tsx";
import { i18nOfMatches } from "#web/i18n/i18n.ts";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";
import { jsonLd, type pageMeta } from "#web/lib/page-meta.ts";
import { FormStatusAlert, SendButton } from "./form-status.tsx";
import type { ContactFormStatus } from "./use-contact-form.ts";

/**
 * The `meta` of a contact form page (docs/product.md §2), in its language: the title after the
 * site's name, the description, and a ContactPage block named by the page's heading; `head` is
 * `pageMeta`, or `unindexedPageMeta` for a page kept out of search engines. The ids are the page's
 * literals (the catalogue test finds every id the web app uses by its literal).
 */
export function contactPageMeta(
  ids: { title: MessageKey; description: MessageKey; heading: MessageKey },
  head: typeof pageMeta,
) {
  return ({ matches }: MetaArgs) => {
    const i18n = i18nOfMatches(matches);
    const description = i18n._(ids.description);
    return [
      ...head(`${i18n._(ids.title)} | ${siteName(i18n)}`, description),
      jsonLd("ContactPage", { name: i18n._(ids.heading), description }),
    ];
  };
}

export interface ContactFormPageProps {
  /** The heading block above the form (h1, lead text, badges). */
  intro: ReactNode;
  /** Accessible name of the form. */
  formLabel: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** When the visitor first reaches into the form (focus): the page loads what sending needs. */
  onFocus?: () => void;
  status: ContactFormStatus;
  submitting: boolean;
  /** Text of the submit button, e.g. "Send inquiry". */
  sendLabel: string;
  /** The form's inputs, between the status alert and the send button. */
  children: ReactNode;
  /**
   * Below the form, last on the page: for what arrives after hydration (the support address), where
   * it moves nothing (these pages have no footer; decision 0012).
   */
  footnote?: ReactNode;
}

/**
 * The page of a contact form (/Contact-us, /contact-form-old; docs/product.md §2, §4): the intro, then the form
 * on a card, disabled until hydrated, with its sent/failed alert above the inputs and the send
 * button below them, then the footnote.
 */
export function ContactFormPage({
  intro,
  formLabel,
  onSubmit,
  onFocus,
  status,
  submitting,
  sendLabel,
  children,
  footnote,
}: ContactFormPageProps) {
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap="xs">{intro}</Stack>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <form onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={formLabel}>
            <HydratedFieldset>
              <Stack gap="md">
                <FormStatusAlert status={status} />
                {children}
                <SendButton submitting={submitting} label={sendLabel} />
              </Stack>
            </HydratedFieldset>
          </form>
        </Paper>
        {footnote}
      </Stack>
    </Container>
  );
}

/**
 * The Email and Phone inputs both contact forms ask for; `inputProps` binds one to its field. Both
 * are written left to right, also on Arabic pages (decision 0011).
 */
export function EmailPhoneInputs({ inputProps }: { inputProps: (field: "email" | "phone") => object }) {
  const { _ } = useLingui();
  return (
    <>
      <TextInput
        label={_("contact.email")}
        type="email"
        autoComplete="email"
        dir="ltr"
        withAsterisk
        {...inputProps("email")}
      />
      <TextInput
        label={_("contact.phone")}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        withAsterisk
        {...inputProps("phone")}
      />
    </>
  );
}
