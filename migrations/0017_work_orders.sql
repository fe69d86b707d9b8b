CREATE TABLE `work_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`is_test` integer NOT NULL,
	`action_item_id` text NOT NULL,
	`contractor_name` text NOT NULL,
	`contractor_email` text NOT NULL,
	`message` text,
	`status` text NOT NULL,
	`token_hash` text NOT NULL,
	`sent_by` text,
	`appointment_date` text,
	`completion_note` text,
	`expires_at` text NOT NULL,
	`opened_at` text,
	`started_at` text,
	`completed_at` text,
	`cancelled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`action_item_id`) REFERENCES `action_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_orders_token_hash_unique` ON `work_orders` (`token_hash`);--> statement-breakpoint
CREATE INDEX `work_orders_item_idx` ON `work_orders` (`action_item_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `work_orders_contractors_idx` ON `work_orders` (`account_id`,`is_test`,`created_at`);