-- A version that every change to who may act moves on in the changing transaction itself: a
-- role, a disabling or enabling, a removal. Group commit reads it in the statement that locks its
-- sessions, so accounts kept in memory are used only while nothing changed since they were read,
-- on every process, with no query of their own (the change feed's notices arrive after commit).
CREATE TABLE "account_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_version_single_row" CHECK ("account_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "account_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION levelup_account_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_version_update AFTER UPDATE OF role, disabled_at ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION levelup_account_version_bump();
--> statement-breakpoint
CREATE TRIGGER users_account_version_delete AFTER DELETE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION levelup_account_version_bump();
