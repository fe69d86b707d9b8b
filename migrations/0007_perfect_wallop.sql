ALTER TABLE `accounts` ADD `display_name` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `logo_key` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `default_recipients` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_visits` ADD `sent_by_name` text;--> statement-breakpoint
ALTER TABLE `site_visits` ADD `sent_by_email` text;