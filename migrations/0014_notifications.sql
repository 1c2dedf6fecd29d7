CREATE TABLE `email_templates` (
	`key` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `marketing_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`template_id` text NOT NULL,
	`audience` text NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'sending' NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`template_id`) REFERENCES `marketing_templates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `marketing_sends_created` ON `marketing_sends` (`created_at`);--> statement-breakpoint
CREATE TABLE `marketing_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `marketing_unsubscribes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `marketing_sends`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `marketing_unsubscribes_campaign` ON `marketing_unsubscribes` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `push_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`broadcast_id` text,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`data` text NOT NULL,
	`tag` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_outbox_status` ON `push_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `push_outbox_broadcast` ON `push_outbox` (`broadcast_id`,`status`);--> statement-breakpoint
CREATE INDEX `push_outbox_user` ON `push_outbox` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_tokens` (
	`name` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`expires_at` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `vars` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `category` text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `campaign_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
CREATE INDEX `email_outbox_campaign` ON `email_outbox` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `notifications_unread` ON `notifications` (`user_id`,`read_at`);