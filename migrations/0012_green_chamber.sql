ALTER TABLE `properties` ADD `inspection_interval_months` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `inspection_scheduled_on` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `next_inspection_due` text;--> statement-breakpoint
CREATE INDEX `properties_inspection_due_idx` ON `properties` (`account_id`,`is_test`,`next_inspection_due`,`id`);