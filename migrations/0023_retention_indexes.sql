CREATE INDEX `audit_log_client_kept` ON `audit_log` (`created_at`) WHERE ip IS NOT NULL OR user_agent IS NOT NULL;--> statement-breakpoint
CREATE INDEX `email_outbox_direct` ON `email_outbox` (`status`,`created_at`) WHERE campaign_id IS NULL;--> statement-breakpoint
CREATE INDEX `email_outbox_campaign_uncleared` ON `email_outbox` (`created_at`) WHERE campaign_id IS NOT NULL AND "to" != '';--> statement-breakpoint
CREATE INDEX `push_outbox_direct` ON `push_outbox` (`status`,`created_at`) WHERE broadcast_id IS NULL;--> statement-breakpoint
CREATE INDEX `sessions_ip_kept` ON `sessions` (`created_at`) WHERE ip IS NOT NULL;