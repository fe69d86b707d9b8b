DROP INDEX `jobs_concurrency_idx`;--> statement-breakpoint
CREATE INDEX `jobs_concurrency_idx` ON `jobs` (`status`,`concurrency_key`,`run_at`);