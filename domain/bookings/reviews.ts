/** Reviews of completed bookings (issue 16 item 8): limits of what a traveler writes and a host answers. */
export const REVIEW_LIMITS = { bodyMin: 20, bodyMax: 3000, replyMax: 1500, rejectReasonMax: 500 } as const;
export const MAX_REVIEW_PHOTOS = 6;
