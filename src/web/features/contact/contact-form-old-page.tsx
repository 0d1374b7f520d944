import { useLingui } from "@lingui/react";
import { Text, Textarea, TextInput, Title } from "@mantine/core";
import { CONTACT_MESSAGE_FIELDS } from "#shared/texts/contact-forms.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { contactEn } from "#web/i18n/messages/contact.en.ts";
import { unindexedPageMeta } from "#web/lib/page-meta.ts";
import { ContactFormPage, contactPageMeta, EmailPhoneInputs } from "./contact-form-page.tsx";
import { useContactForm } from "./use-contact-form.ts";

/** The page's English texts travel with its route (the Arabic with `pages/ar/contact-form-old.tsx`). */
export const handle: I18nHandle = { messages: { en: contactEn } };

const EMPTY = { subject: "", email: "", phone: "", message: "" };

/** Title, description and structured data of /contact-form-old (docs/product.md §2), and of its Arabic twin. */
export const meta = contactPageMeta(
  {
    title: "contact.old.metaTitle",
    description: "contact.old.metaDescription",
    heading: "contact.old.heading",
  },
  unindexedPageMeta,
);

/**
 * `/contact-form-old` (docs/product.md §2, §5): the older contact form (subject, email, phone, message) with
 * its four messages, posted to the same `POST /api/contact` and stored as a contact message.
 * `/ar/contact-form-old` in Arabic (decision 0011), its messages too.
 */
export default function ContactFormOldPage() {
  const { _ } = useLingui();
  const labels = {
    subject: _("contact.old.subject"),
    email: _("contact.email"),
    phone: _("contact.phone"),
    message: _("contact.old.message"),
  };
  const { inputProps, page } = useContactForm({
    schemaOf: (forms) => forms.contactMessageSchema,
    initialValues: EMPTY,
    order: CONTACT_MESSAGE_FIELDS,
    idPrefix: "contact",
    labelOf: (field) => labels[field],
  });
  return (
    <ContactFormPage
      intro={
        <>
          <Title order={1}>{_("contact.old.heading")}</Title>
          <Text c="dimmed">{_("contact.old.intro")}</Text>
        </>
      }
      formLabel={_("contact.old.formLabel")}
      {...page}
      sendLabel={_("contact.old.send")}
    >
      <TextInput label={labels.subject} withAsterisk {...inputProps("subject")} />
      <EmailPhoneInputs inputProps={inputProps} />
      <Textarea
        label={labels.message}
        autosize
        minRows={4}
        maxRows={10}
        withAsterisk
        {...inputProps("message")}
      />
    </ContactFormPage>
  );
}
