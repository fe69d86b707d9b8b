-- Hand-edited after drizzle-kit: ALTER TABLE ADD COLUMN lost ON DELETE CASCADE, so blobs is rebuilt.
CREATE TABLE `transcripts` (
	`site_visit_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`is_test` integer NOT NULL,
	`language` text NOT NULL,
	`text` text NOT NULL,
	`segments` text NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`site_visit_id`) REFERENCES `site_visits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `visit_processing` (
	`site_visit_id` text PRIMARY KEY NOT NULL,
	`run_id` text NOT NULL,
	`source` text NOT NULL,
	`video_key` text,
	`duration_sec` real,
	`has_audio` integer,
	`extraction` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`site_visit_id`) REFERENCES `site_visits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `__new_blobs` (
	`key` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`is_test` integer NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text,
	`owner_visit_id` text,
	`owner_item_id` text,
	`rendition_key` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_visit_id`) REFERENCES `site_visits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_item_id`) REFERENCES `action_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_blobs`("key", "account_id", "is_test", "kind", "content_type", "size", "created_at") SELECT "key", "account_id", "is_test", "kind", "content_type", "size", "created_at" FROM `blobs`;--> statement-breakpoint
DROP TABLE `blobs`;--> statement-breakpoint
ALTER TABLE `__new_blobs` RENAME TO `blobs`;--> statement-breakpoint
CREATE INDEX `blobs_account_idx` ON `blobs` (`account_id`,`is_test`);--> statement-breakpoint
CREATE INDEX `blobs_visit_idx` ON `blobs` (`owner_visit_id`);--> statement-breakpoint
CREATE INDEX `blobs_item_idx` ON `blobs` (`owner_item_id`);--> statement-breakpoint
ALTER TABLE `site_visits` ADD `processing_stage` text;--> statement-breakpoint
ALTER TABLE `site_visits` ADD `report_expires_at` text;--> statement-breakpoint
CREATE TABLE `__new_evidence` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`is_test` integer NOT NULL,
	`action_item_id` text NOT NULL,
	`blob_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`action_item_id`) REFERENCES `action_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blob_key`) REFERENCES `blobs`(`key`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_evidence`("id", "account_id", "is_test", "action_item_id", "blob_key", "created_at") SELECT "id", "account_id", "is_test", "action_item_id", "blob_key", "created_at" FROM `evidence`;--> statement-breakpoint
DROP TABLE `evidence`;--> statement-breakpoint
ALTER TABLE `__new_evidence` RENAME TO `evidence`;--> statement-breakpoint
CREATE INDEX `evidence_item_idx` ON `evidence` (`action_item_id`);