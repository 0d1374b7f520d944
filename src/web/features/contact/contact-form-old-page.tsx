import { Text, Textarea, TextInput, Title } from "@mantine/core";
import { CONTACT_MESSAGE_FIELDS, contactMessageSchema } from "#shared/contact.ts";
import { pageTitle } from "#web/brand.ts";
import { ContactFormPage, EmailPhoneInputs } from "./contact-form-page.tsx";
import { useContactForm } from "./use-contact-form.ts";

const TITLE = pageTitle("Contact Us");
const DESCRIPTION =
  "Send us a message about your booking, invoice or registration; our staff answer on working days.";

const EMPTY = { subject: "", email: "", phone: "", message: "" };

/** Title, description and structured data of /contact-form-old (spec §2). */
export function meta() {
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    { name: "robots", content: "noindex" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: "Contact Us",
        description: DESCRIPTION,
      },
    },
  ];
}

/**
 * `/contact-form-old` (spec §2, §5): the older contact form (subject, email, phone, message) with
 * its four messages, posted to the same `POST /api/contact` and stored as a contact message.
 */
export default function ContactFormOldPage() {
  const { submit, status, submitting, inputProps } = useContactForm(
    contactMessageSchema,
    EMPTY,
    CONTACT_MESSAGE_FIELDS,
    "contact",
  );
  return (
    <ContactFormPage
      intro={
        <>
          <Title order={1}>Contact Us</Title>
          <Text c="dimmed">Send us a message and we will answer on the next working day.</Text>
        </>
      }
      formLabel="Contact message"
      onSubmit={submit}
      status={status}
      submitting={submitting}
      sendLabel="Send message"
    >
      <TextInput label="Subject" withAsterisk {...inputProps("subject")} />
      <EmailPhoneInputs inputProps={inputProps} />
      <Textarea label="Message" autosize minRows={4} maxRows={10} withAsterisk {...inputProps("message")} />
    </ContactFormPage>
  );
}
