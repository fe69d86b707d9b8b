DROP INDEX `action_items_visit_idx`;--> statement-breakpoint
CREATE INDEX `action_items_open_due_idx` ON `action_items` (`account_id`,`is_test`,`due_date`,`created_at`,`id`) WHERE status <> 'DONE';--> statement-breakpoint
CREATE INDEX `action_items_status_due_idx` ON `action_items` (`account_id`,`is_test`,`status`,`due_date`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `action_items_visit_idx` ON `action_items` (`site_visit_id`,`account_id`,`is_test`,`created_at`,`id`,`status`);