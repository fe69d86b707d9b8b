DROP INDEX `site_visits_status_idx`;--> statement-breakpoint
CREATE INDEX `site_visits_status_list_idx` ON `site_visits` (`account_id`,`is_test`,`status`,`visit_date`,`id`);