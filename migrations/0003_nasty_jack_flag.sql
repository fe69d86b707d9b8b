ALTER TABLE `blobs` ADD `thumb_key` text;--> statement-breakpoint
ALTER TABLE `blobs` ADD `display_key` text;--> statement-breakpoint
ALTER TABLE `blobs` ADD `rendition_error` text;--> statement-breakpoint
INSERT INTO `jobs` (`id`, `type`, `payload`, `status`, `concurrency_key`, `run_at`, `attempts`, `max_attempts`, `created_at`, `updated_at`) VALUES ('job_backfill_image_sizes', 'media.backfill_sizes', '{}', 'queued', NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 0, 5, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
