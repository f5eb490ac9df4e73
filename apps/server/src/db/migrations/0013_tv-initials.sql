-- Privacy on the gym TV (issue 31): a client may appear there by their initials only. Everyone
-- shows their name until they choose otherwise, as before.
ALTER TABLE "users" ADD COLUMN "show_name_on_tv" boolean DEFAULT true NOT NULL;