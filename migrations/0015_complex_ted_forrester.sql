CREATE TABLE `digest_runs` (
	`account_id` text NOT NULL,
	`day` text NOT NULL,
	`queued_at` text NOT NULL,
	PRIMARY KEY(`account_id`, `day`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `digest_runs_day_idx` ON `digest_runs` (`day`);--> statement-breakpoint
CREATE TABLE `digest_sends` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`outcome` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `digest_sends_day_idx` ON `digest_sends` (`day`);--> statement-breakpoint
ALTER TABLE `users` ADD `digest_email` integer DEFAULT true NOT NULL;