DROP INDEX `action_items_visit_idx`;--> statement-breakpoint
CREATE INDEX `action_items_status_list_idx` ON `action_items` (`account_id`,`is_test`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `action_items_priority_list_idx` ON `action_items` (`account_id`,`is_test`,`priority`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `action_items_assignee_list_idx` ON `action_items` (`account_id`,`is_test`,`assignee`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `action_items_visit_idx` ON `action_items` (`site_visit_id`,`account_id`,`is_test`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `capture_tokens_item_idx` ON `capture_tokens` (`action_item_id`);--> statement-breakpoint
CREATE INDEX `capture_tokens_expires_idx` ON `capture_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `events_type_list_idx` ON `events` (`account_id`,`is_test`,`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_event_idx` ON `webhook_deliveries` (`event_id`);