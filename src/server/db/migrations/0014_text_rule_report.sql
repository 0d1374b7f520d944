-- Decision 0017: how many stored values break the text rule, per table and column (counts only).
CREATE TABLE "text_rule_report" (
	"table_name" text NOT NULL,
	"column_name" text NOT NULL,
	"rule" text NOT NULL,
	"failing_rows" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_rule_report_table_name_column_name_pk" PRIMARY KEY("table_name","column_name")
);
--> statement-breakpoint
-- Decision 0017 (docs/product.md §5): every text field now refuses control, bidi and zero-width
-- characters (line breaks are allowed in multi-line fields only). Rows saved before keep their text:
-- this migration changes no user data. It counts, per table and column, the stored values that the
-- rule would refuse into "text_rule_report" (and raises a NOTICE per column that has any); the
-- server logs the non-zero counts at start, and `npm run db:text-report` counts again once staff
-- have corrected values. The two patterns are `textRuleSqlPattern("one")` and `("multi")` of
-- src/shared/text-rule.ts written out (a test keeps them equal). One scan per table.
CREATE OR REPLACE FUNCTION "text_rule_recount"() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  one_line constant text := '[\u000A\u000D\u0001-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u00AD\u180E\u200B\u2060-\u2064\u206A-\u206F\u115F\u1160\u3164\uFFA0\uFEFF\uFFF9-\uFFFB\U000E0000-\U000E007F]|\u200C(?<![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]\u200C)|\u200C(?![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC])|\u200D(?<![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC\u2600-\u27BF\u2B00-\u2BFF\uFE0F\U0001F000-\U0001FAFF]\u200D)|\u200D(?<=[\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]\u200D)(?![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC])|\u200D(?<=[\u2600-\u27BF\u2B00-\u2BFF\uFE0F\U0001F000-\U0001FAFF]\u200D)(?![\u2600-\u27BF\u2B00-\u2BFF\uFE0F\U0001F000-\U0001FAFF])';
  multi_line constant text := '[\u0001-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u00AD\u180E\u200B\u2060-\u2064\u206A-\u206F\u115F\u1160\u3164\uFFA0\uFEFF\uFFF9-\uFFFB\U000E0000-\U000E007F]|\u200C(?<![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]\u200C)|\u200C(?![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC])|\u200D(?<![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC\u2600-\u27BF\u2B00-\u2BFF\uFE0F\U0001F000-\U0001FAFF]\u200D)|\u200D(?<=[\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]\u200D)(?![\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FF\u0750-\u077F\u0870-\u088E\u08A0-\u08E1\u08E3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC])|\u200D(?<=[\u2600-\u27BF\u2B00-\u2BFF\uFE0F\U0001F000-\U0001FAFF]\u200D)(?![\u2600-\u27BF\u2B00-\u2BFF\uFE0F\U0001F000-\U0001FAFF])';
  targets constant text[] := ARRAY[
    ARRAY['students', 'first_name', 'one-line'],
    ARRAY['students', 'last_name', 'one-line'],
    ARRAY['students', 'full_name', 'one-line'],
    ARRAY['students', 'national_id', 'one-line'],
    ARRAY['students', 'passport_number', 'one-line'],
    ARRAY['students', 'government_id_issuing_country', 'one-line'],
    ARRAY['students', 'email', 'one-line'],
    ARRAY['students', 'phone', 'one-line'],
    ARRAY['students', 'city', 'one-line'],
    ARRAY['students', 'country', 'one-line'],
    ARRAY['students', 'country_state', 'one-line'],
    ARRAY['students', 'postal_code', 'one-line'],
    ARRAY['students', 'nationality', 'one-line'],
    ARRAY['students', 'mailing_address', 'one-line'],
    ARRAY['students', 'potential_work_place', 'one-line'],
    ARRAY['students', 'requested_date_range', 'one-line'],
    ARRAY['students', 'bsc_university', 'one-line'],
    ARRAY['students', 'msc_university', 'one-line'],
    ARRAY['students', 'phd_university', 'one-line'],
    ARRAY['students', 'college', 'one-line'],
    ARRAY['students', 'exam_specialty', 'one-line'],
    ARRAY['students', 'exam_name', 'one-line'],
    ARRAY['students', 'exam_location', 'one-line'],
    ARRAY['students', 'exam_time', 'one-line'],
    ARRAY['students', 'confirmation_number', 'one-line'],
    ARRAY['test_centers', 'name', 'one-line'],
    ARRAY['test_centers', 'address', 'one-line'],
    ARRAY['test_centers', 'contact', 'one-line'],
    ARRAY['users', 'username', 'one-line'],
    ARRAY['users', 'name', 'one-line'],
    ARRAY['invoices', 'invoice_number', 'one-line'],
    ARRAY['invoices', 'bank_invoice_number', 'one-line'],
    ARRAY['invoices', 'bank', 'one-line'],
    ARRAY['invoices', 'invoice_email', 'one-line'],
    ARRAY['invoices', 'invoice_mobile_phone', 'one-line'],
    ARRAY['invoices', 'invoicer_name', 'one-line'],
    ARRAY['invoices', 'reference', 'one-line'],
    ARRAY['invoices', 'second_reference', 'one-line'],
    ARRAY['messages', 'body', 'multi-line'],
    ARRAY['inquiries', 'exam_name', 'one-line'],
    ARRAY['inquiries', 'full_name', 'one-line'],
    ARRAY['inquiries', 'email', 'one-line'],
    ARRAY['inquiries', 'phone', 'one-line'],
    ARRAY['inquiries', 'current_job', 'one-line'],
    ARRAY['inquiries', 'nationality', 'one-line'],
    ARRAY['inquiries', 'message', 'multi-line'],
    ARRAY['inquiries', 'notes', 'multi-line'],
    ARRAY['contact_messages', 'subject', 'one-line'],
    ARRAY['contact_messages', 'email', 'one-line'],
    ARRAY['contact_messages', 'phone', 'one-line'],
    ARRAY['contact_messages', 'message', 'multi-line'],
    ARRAY['email_settings', 'subject', 'one-line'],
    ARRAY['email_settings', 'body', 'multi-line']
  ];
  target_table text;
  counts jsonb;
  failing integer;
  i integer;
  total bigint := 0;
BEGIN
  FOR target_table IN SELECT DISTINCT targets[n][1] FROM generate_subscripts(targets, 1) n ORDER BY 1 LOOP
    EXECUTE format(
      'SELECT jsonb_build_object(%s) FROM %I',
      (SELECT string_agg(
          format('%L, count(*) FILTER (WHERE %I ~ %L)', targets[n][2], targets[n][2],
            CASE targets[n][3] WHEN 'one-line' THEN one_line ELSE multi_line END),
          ', ' ORDER BY n)
        FROM generate_subscripts(targets, 1) n WHERE targets[n][1] = target_table),
      target_table) INTO counts;
    FOR i IN SELECT n FROM generate_subscripts(targets, 1) n WHERE targets[n][1] = target_table ORDER BY n LOOP
      failing := (counts ->> targets[i][2])::integer;
      INSERT INTO "text_rule_report" ("table_name", "column_name", "rule", "failing_rows", "counted_at")
      VALUES (targets[i][1], targets[i][2], targets[i][3], failing, now())
      ON CONFLICT ("table_name", "column_name") DO UPDATE
        SET "rule" = excluded."rule", "failing_rows" = excluded."failing_rows", "counted_at" = excluded."counted_at";
      IF failing > 0 THEN
        RAISE NOTICE 'text rule (decision 0017): % stored values of %.% fail the % rule',
          failing, targets[i][1], targets[i][2], targets[i][3];
      END IF;
      total := total + failing;
    END LOOP;
  END LOOP;
  RETURN total;
END $$;--> statement-breakpoint
SELECT "text_rule_recount"();
