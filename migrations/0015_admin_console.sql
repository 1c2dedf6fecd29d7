CREATE TABLE `incomplete_user_reminders` (
	`user_id` text PRIMARY KEY NOT NULL,
	`last_sent_at` text NOT NULL,
	`sent_count` integer DEFAULT 1 NOT NULL,
	`last_sent_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `listing_moderation` (
	`listing_id` text PRIMARY KEY NOT NULL,
	`listing_type` text NOT NULL,
	`featured_at` text,
	`featured_by` text,
	`unpublished_at` text,
	`unpublished_by` text,
	`unpublish_reason` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_moderation_featured` ON `listing_moderation` (`featured_at`) WHERE featured_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `ip` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `user_agent` text;--> statement-breakpoint
CREATE INDEX `audit_log_actor` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_by` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspension_reason` text;--> statement-breakpoint
CREATE INDEX `users_created` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_created` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_deposit_paid` ON `bookings` (`deposit_paid_at`);--> statement-breakpoint
CREATE INDEX `bookings_cancelled` ON `bookings` (`cancelled_at`);--> statement-breakpoint
CREATE INDEX `conversations_created` ON `conversations` (`created_at`);--> statement-breakpoint
CREATE INDEX `hosts_created` ON `hosts` (`created_at`);--> statement-breakpoint
CREATE INDEX `incomplete_user_exports_created` ON `incomplete_user_exports` (`created_at`);--> statement-breakpoint
CREATE INDEX `messages_created` ON `messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_kind_updated` ON `payments` (`kind`,`status`,`updated_at`);