import {
  Anchor,
  Badge,
  Group,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useEffect, useEffectEvent } from "react";
import { useLocation } from "react-router";
import { INQUIRY_FIELDS, inquirySchema } from "#shared/contact.ts";
import { COUNTRIES } from "#shared/reference/countries.ts";
import {
  type ExamChoice,
  INQUIRY_EXAM_OPTIONS,
  inquiryOptionOf,
  readExamChoice,
} from "#shared/reference/regulators.ts";
import { pageTitle } from "#web/brand.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { ContactFormPage, EmailPhoneInputs } from "./contact-form-page.tsx";
import { useContactForm } from "./use-contact-form.ts";

const TITLE = pageTitle("Book Your Exam");
const DESCRIPTION =
  "Book a Prometric exam for SCFHS, DHA, DHP, MOH or NHRA at an authorized test venue: send your details and we will contact you with dates and seats.";
/** The exam provider's page about its test venues (spec §2: a link to the partner's page). */
const PARTNER_PAGE = "https://www.prometric.com";

const EMPTY = {
  exam_name: "",
  full_name: "",
  email: "",
  phone: "",
  current_job: "",
  nationality: "",
  message: "",
};

/** The message pre-filled for an exam chosen on a regulator page. */
const bookingMessage = ({ regulator, specialty, exam }: ExamChoice) =>
  `I would like to book the ${regulator} exam "${exam}" (${specialty}).`;

/** Title, description and structured data of /Contact-us (spec §2). */
export function meta() {
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: "Book Your Exam",
        description: DESCRIPTION,
      },
    },
  ];
}

/**
 * `/Contact-us` (spec §2, §4, §5, §8): the inquiry (Book Exam) form with the authorized-test-venue
 * badge and the partner link. Exam options come from the regulator catalogue; the seven messages of
 * spec §5 are checked in order with the server's own schema. The footer is hidden on this page.
 * `?regulator=&specialty=&exam=` (`readExamChoice`) pre-fills the exam option and the message.
 */
export default function ContactUsPage() {
  const { form, submit, status, submitting, inputProps } = useContactForm(
    inquirySchema,
    EMPTY,
    INQUIRY_FIELDS,
    "inquiry",
  );
  const config = useSiteConfig();
  // "Book Now" on a regulator page links here with its choice: its exam option, and the exact exam
  // in the message (the form has no field for it) unless the visitor already wrote one. Applied
  // after hydration: the prerendered form is empty, so it must hydrate empty.
  const { search } = useLocation();
  const prefill = useEffectEvent((choice: ExamChoice) => {
    const option = inquiryOptionOf(choice.regulator);
    if (option) form.setFieldValue("exam_name", option);
    if (choice.exam && !form.getValues().message) form.setFieldValue("message", bookingMessage(choice));
  });
  useEffect(() => {
    const choice = readExamChoice(search);
    if (choice) prefill(choice);
  }, [search]);
  return (
    <ContactFormPage
      intro={
        <>
          <Group gap="sm">
            <Badge size="lg" variant="light">
              Authorized Prometric Test Venue
            </Badge>
            <Anchor href={PARTNER_PAGE} target="_blank" rel="noopener noreferrer" size="sm">
              View us on Prometric
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              <IconExternalLink
                size={14}
                aria-hidden="true"
                style={{ marginInlineStart: 4, verticalAlign: "middle" }}
              />
            </Anchor>
          </Group>
          <Title order={1}>Book Your Exam</Title>
          <Text c="dimmed">
            Tell us which exam you want to take and how to reach you. Our staff will contact you with
            available dates and seats.
            {config?.supportEmail && (
              <>
                {" "}
                Questions? Write to{" "}
                <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>.
              </>
            )}
          </Text>
        </>
      }
      formLabel="Book exam inquiry"
      onSubmit={submit}
      status={status}
      submitting={submitting}
      sendLabel="Send inquiry"
    >
      <Select
        label="Exam"
        placeholder="Choose the exam"
        data={[...INQUIRY_EXAM_OPTIONS]}
        searchable
        nothingFoundMessage="No exam found"
        withAsterisk
        {...inputProps("exam_name")}
        value={form.values.exam_name || null}
      />
      <TextInput label="Full name" autoComplete="name" withAsterisk {...inputProps("full_name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailPhoneInputs inputProps={inputProps} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Current job"
          autoComplete="organization-title"
          withAsterisk
          {...inputProps("current_job")}
        />
        <Select
          label="Nationality"
          placeholder="Choose a country"
          data={[...COUNTRIES]}
          searchable
          nothingFoundMessage="No country found"
          withAsterisk
          {...inputProps("nationality")}
          value={form.values.nationality || null}
        />
      </SimpleGrid>
      <Textarea label="Message (optional)" autosize minRows={3} maxRows={8} {...inputProps("message")} />
    </ContactFormPage>
  );
}
