ALTER TABLE `action_items` ADD `link_photo_at` text;--> statement-breakpoint
CREATE INDEX `action_items_link_photo_idx` ON `action_items` (`account_id`,`is_test`,`link_photo_at`) WHERE link_photo_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE `capture_tokens` ADD `created_by_user_id` text;--> statement-breakpoint
ALTER TABLE `capture_tokens` ADD `notified_at` text;