ALTER TABLE `action_items` ADD `review_state` text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE `action_items` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `action_items` ADD `confirmed_by` text;--> statement-breakpoint
ALTER TABLE `action_items` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `site_visits` ADD `include_quotes` integer DEFAULT false NOT NULL;