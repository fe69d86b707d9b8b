CREATE INDEX `action_items_suggested_idx` ON `action_items` (`account_id`,`is_test`,`site_visit_id`) WHERE review_state = 'suggested';--> statement-breakpoint
CREATE INDEX `site_visits_status_idx` ON `site_visits` (`account_id`,`is_test`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `site_visits_sent_idx` ON `site_visits` (`account_id`,`is_test`,`sent_at`);