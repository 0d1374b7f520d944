-- Decision 0019: the notice to a registered candidate that someone tried to register with their e-mail, national ID
-- or passport number (sent at most once a day per candidate; staff can switch it off on the E-mail screen).
ALTER TYPE "public"."email_kind" ADD VALUE 'registration_attempt';
