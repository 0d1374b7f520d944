-- Decision 0011: the language of the page an inquiry was sent from (en, ar), so the invitation to register is
-- written in it and links to that language's wizard. Existing inquiries came from the English form: the default.
ALTER TABLE "inquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
