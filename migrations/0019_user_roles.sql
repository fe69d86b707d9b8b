ALTER TABLE `users` ADD `role` text DEFAULT 'member' NOT NULL;--> statement-breakpoint
-- Every user from before roles may keep changing the firm's settings and people: all become owners
-- (docs/dashboard.md, "People and roles"); an owner can then make the others admins or members.
UPDATE `users` SET `role` = 'owner';
