DROP INDEX `action_items_list_idx`;--> statement-breakpoint
ALTER TABLE `action_items` ADD `due_date` text;--> statement-breakpoint
ALTER TABLE `action_items` ADD `due_date_source` text DEFAULT 'policy' NOT NULL;--> statement-breakpoint
-- Every existing item gets the due date the default response times give it (marked policy): HIGH a
-- day and MEDIUM 28 days from the visit's date for an item found in the walkthrough (it has a
-- timestamp), else from the day it was made; LOW none (docs/priority-policy.md, "Response times").
UPDATE `action_items` SET `due_date` = date(
	CASE WHEN `timestamp_sec` IS NOT NULL
		THEN (SELECT substr(sv.`visit_date`, 1, 10) FROM `site_visits` sv WHERE sv.`id` = `action_items`.`site_visit_id`)
		ELSE substr(`created_at`, 1, 10) END,
	CASE `priority` WHEN 'HIGH' THEN '+1 day' ELSE '+28 days' END
) WHERE `priority` IN ('HIGH', 'MEDIUM');--> statement-breakpoint
CREATE INDEX `action_items_list_idx` ON `action_items` (`account_id`,`is_test`,`created_at`,`id`,`due_date`,`status`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `response_days` text DEFAULT '{"HIGH":1,"MEDIUM":28,"LOW":null}' NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;