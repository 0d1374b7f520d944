import { Trans, useLingui } from "@lingui/react";
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
import { useEffect, useEffectEvent, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { COUNTRIES } from "#shared/reference/countries.ts";
import { COUNTRY_CODES } from "#shared/reference/country-codes.ts";
import {
  type ExamChoice,
  INQUIRY_EXAM_OPTIONS,
  inquiryOptionOf,
  readExamChoice,
} from "#shared/reference/regulators.ts";
import { EMPTY_INQUIRY, INQUIRY_FIELDS } from "#shared/texts/contact-forms.ts";
import { dataTextOfMatches, type I18nHandle, localeOf } from "#web/i18n/i18n.ts";
import { contactEn } from "#web/i18n/messages/contact.en.ts";
import { countryName } from "#web/lib/country-name.ts";
import { pageMeta } from "#web/lib/page-meta.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { ContactFormPage, contactPageMeta, EmailPhoneInputs } from "./contact-form-page.tsx";
import { useContactForm } from "./use-contact-form.ts";

/** The page's English texts travel with its route (the Arabic with `pages/ar/contact-us.tsx`). */
export const handle: I18nHandle = { messages: { en: contactEn } };

/** The exam provider's page about its test venues (docs/product.md §2: a link to the partner's page). */
const PARTNER_PAGE = "https://www.prometric.com";

/** Title, description and structured data of /Contact-us (docs/product.md §2), and of /ar/Contact-us in Arabic. */
export const meta = contactPageMeta(
  { title: "contact.metaTitle", description: "contact.metaDescription", heading: "contact.heading" },
  pageMeta,
);

/**
 * `/Contact-us` (docs/product.md §2, §4, §5, §8): the inquiry (Book Exam) form with the authorized-test-venue
 * badge and the partner link. Exam options come from the regulator catalogue; the seven messages of
 * docs/product.md §5 are checked in order with the server's own schema. The footer is hidden on this page; the
 * support address (`/api/site-config`, after hydration) comes below the form, where it moves nothing.
 * `?regulator=&specialty=&exam=` (`readExamChoice`) pre-fills the exam option and the message.
 * `/ar/Contact-us` in Arabic (decision 0011): options and messages in Arabic, the values sent unchanged,
 * and the inquiry sent with `locale: "ar"` so its invitation e-mail is written in Arabic.
 */
export default function ContactUsPage() {
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const labels = {
    exam_name: _("contact.exam"),
    full_name: _("contact.fullName"),
    email: _("contact.email"),
    phone: _("contact.phone"),
    current_job: _("contact.currentJob"),
    nationality: _("contact.nationality"),
    message: _("contact.messageOptional"),
  };
  const { form, inputProps, page } = useContactForm({
    schemaOf: (forms) => forms.inquirySchema,
    initialValues: EMPTY_INQUIRY,
    order: INQUIRY_FIELDS,
    idPrefix: "inquiry",
    labelOf: (field) => labels[field],
    sendLocale: true,
  });
  const config = useSiteConfig();
  // The options' values are the spec's English; their labels are in the page's language.
  const examOptions = INQUIRY_EXAM_OPTIONS.map((value) => ({
    value,
    label: _("contact.examOption", { code: value.replace(/ Exam$/, "") }),
  }));
  const countryOptions = useMemo(
    () => COUNTRIES.map((value) => ({ value, label: countryName(value, locale, COUNTRY_CODES) })),
    [locale],
  );
  // "Book Now" on a regulator page links here with its choice: its exam option, and the exact exam
  // in the message (the form has no field for it), each unless the visitor already filled it in
  // (the tab's draft is restored first: a reload keeps an exam changed since). Applied after
  // hydration: the prerendered form is empty, so it must hydrate empty.
  const { search } = useLocation();
  // The specialty in the page's language, as the regulator page showed it.
  const text = dataTextOfMatches(useMatches());
  const prefill = useEffectEvent((choice: ExamChoice) => {
    const option = inquiryOptionOf(choice.regulator);
    if (option && !form.getValues().exam_name) form.setFieldValue("exam_name", option);
    if (choice.exam && !form.getValues().message)
      form.setFieldValue(
        "message",
        _("contact.bookingMessage", { ...choice, specialty: text(choice.specialty ?? "") }),
      );
  });
  useEffect(() => {
    const choice = readExamChoice(search);
    if (choice) prefill(choice);
  }, [search]);
  /** A required searchable choice; the form keeps `""` for none, which Mantine's Select takes as `null`. */
  const choice = (
    field: "exam_name" | "nationality",
    data: { value: string; label: string }[],
    placeholder: string,
    nothingFound: string,
  ) => (
    <Select
      label={labels[field]}
      placeholder={placeholder}
      data={data}
      searchable
      // Opened by a click or by typing: focused after a failed send, its list would cover the
      // messages under it and the fields below.
      openOnFocus={false}
      nothingFoundMessage={nothingFound}
      withAsterisk
      {...inputProps(field)}
      value={form.values[field] || null}
    />
  );
  return (
    <ContactFormPage
      intro={
        <>
          <Group gap="sm">
            <Badge size="lg" variant="light">
              {_("contact.badge")}
            </Badge>
            <Anchor href={PARTNER_PAGE} target="_blank" rel="noopener noreferrer" size="sm">
              {_("contact.partnerLink")}
              <VisuallyHidden> {_("contact.newTab")}</VisuallyHidden>
              <IconExternalLink
                size={14}
                aria-hidden="true"
                style={{ marginInlineStart: 4, verticalAlign: "middle" }}
              />
            </Anchor>
          </Group>
          <Title order={1}>{_("contact.heading")}</Title>
          <Text c="dimmed">{_("contact.intro")}</Text>
        </>
      }
      footnote={
        // From the server after hydration: below the form, where it moves nothing (decision 0012).
        config?.supportEmail && (
          <Text c="dimmed">
            <Trans
              id="contact.questions"
              values={{ email: config.supportEmail }}
              components={{ 0: <Anchor href={`mailto:${config.supportEmail}`} dir="ltr" /> }}
            />
          </Text>
        )
      }
      formLabel={_("contact.formLabel")}
      {...page}
      sendLabel={_("contact.send")}
    >
      {choice("exam_name", examOptions, _("contact.examPlaceholder"), _("contact.noExam"))}
      <TextInput label={labels.full_name} autoComplete="name" withAsterisk {...inputProps("full_name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailPhoneInputs inputProps={inputProps} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={labels.current_job}
          autoComplete="organization-title"
          withAsterisk
          {...inputProps("current_job")}
        />
        {choice("nationality", countryOptions, _("contact.nationalityPlaceholder"), _("contact.noCountry"))}
      </SimpleGrid>
      <Textarea label={labels.message} autosize minRows={3} maxRows={8} {...inputProps("message")} />
    </ContactFormPage>
  );
}
