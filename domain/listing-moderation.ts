/** Limits of the admins' listing moderation (issue 19 item 4), shared by the API, the worker and /admin/listings. */

/** How many listings can be featured on the home page at once: its listing row (6 cards) shows all of them. */
export const FEATURED_LISTINGS_MAX = 6;

/** An admin's reason for unpublishing a listing, told to the host as written. */
export const UNPUBLISH_REASON_MAX = 1000;
