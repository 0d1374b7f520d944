-- Decision 0011: the language a candidate registered in (en, ar), so their e-mails are written in it and
-- link to that language's status page. Existing candidates registered in English: the default.
ALTER TABLE "students" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
