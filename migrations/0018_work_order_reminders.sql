ALTER TABLE `work_orders` ADD `reminded_due_at` text;--> statement-breakpoint
ALTER TABLE `work_orders` ADD `reminded_overdue_at` text;