CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."id" = 1)
);
