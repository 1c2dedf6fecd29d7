CREATE TABLE `booking_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`host_id` text NOT NULL,
	`traveler_id` text NOT NULL,
	`listing_type` text NOT NULL,
	`listing_id` text NOT NULL,
	`listing_title` text NOT NULL,
	`departure_id` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`party_size` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`deposit_cents` integer NOT NULL,
	`note` text,
	`expires_at` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`booking_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`traveler_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_offers_conversation` ON `booking_offers` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `listing_days` (
	`listing_id` text NOT NULL,
	`day` text NOT NULL,
	`booking_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`listing_id`, `day`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_days_booking` ON `listing_days` (`booking_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `listing_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `offer_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `conversation_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_place` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `deposit_percent` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `display_currency` text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `display_rate` real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancellation_policy` text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `respond_by` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `balance_due_date` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `paid_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `balance_method` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `decline_reason` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancelled_side` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `deposit_paid_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `completed_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancelled_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `transition_id` text;--> statement-breakpoint
CREATE INDEX `bookings_status_respond` ON `bookings` (`status`,`respond_by`);--> statement-breakpoint
CREATE INDEX `bookings_status_end` ON `bookings` (`status`,`end_date`);--> statement-breakpoint
CREATE INDEX `bookings_listing` ON `bookings` (`listing_id`,`start_date`);--> statement-breakpoint
ALTER TABLE `drivers` ADD `deposit_percent` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `drivers` ADD `cancellation_policy` text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE `group_tours` ADD `deposit_percent` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `group_tours` ADD `cancellation_policy` text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `offer_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `kind` text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `payment_ref` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_of` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `expires_at` text;--> statement-breakpoint
CREATE INDEX `payments_status` ON `payments` (`status`,`kind`);--> statement-breakpoint
ALTER TABLE `rental_cars` ADD `deposit_percent` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `rental_cars` ADD `cancellation_policy` text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `photos` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `host_reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `host_reply_at` text;--> statement-breakpoint
CREATE INDEX `reviews_listing_status` ON `reviews` (`listing_id`,`status`);--> statement-breakpoint
CREATE INDEX `reviews_status_created` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `tours` ADD `deposit_percent` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `cancellation_policy` text DEFAULT 'moderate' NOT NULL;