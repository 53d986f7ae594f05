/**
 * The error catalogue shared by server and client. Every API error body is
 * `{ error: { code, message } }`. Messages are written so that the client's
 * message-matching mapper (spec part 2 §8) picks the right toast title, e.g.
 * "Invalid credentials" -> Authentication Failed, "Code expired" -> Code Expired.
 */
export const ErrorCodes = {
  VALIDATION: { status: 400, message: 'Invalid request' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  PREMIUM_REQUIRED: { status: 403, message: 'Premium membership required' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  EMAIL_ALREADY_REGISTERED: { status: 409, message: 'Email already registered' },
  PENDING_NOT_FOUND: { status: 404, message: 'Registration not found or expired. Please register again.' },
  INVALID_CODE: { status: 400, message: 'Invalid verification code' },
  CODE_EXPIRED: { status: 400, message: 'Code expired. Please request a new code.' },
  CODE_LOCKED: { status: 400, message: 'Invalid code: too many wrong attempts. Please request a new code.' },
  RESEND_TOO_SOON: { status: 429, message: 'Please wait before requesting another code' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Current password incorrect' },
  PASSWORD_SAME: { status: 400, message: 'Password must be different from the current password' },
  PASSWORD_REQUIREMENTS: { status: 400, message: 'Password requirements not met' },
  PASSWORD_TOO_COMMON: { status: 400, message: 'Password requirements not met: this password is too common' },
  UNSUPPORTED_IMAGE: { status: 415, message: 'Unsupported image format – Please upload a JPEG, PNG, GIF, or WebP image.' },
  FILE_TOO_LARGE: { status: 413, message: 'File too large – Please upload an image smaller than 5MB.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  USAGE_LIMIT: { status: 429, message: 'Usage limit reached' },
  // Billing: messages say "Payment"/"subscription" so the client's mapper shows "Payment Issue".
  PAYMENT_INITIATION_FAILED: { status: 502, message: 'Failed to initiate payment' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: 'Payment provider unavailable. Verification will be retried.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found' },
  PAYMENT_WEBHOOK_REJECTED: { status: 401, message: 'Payment webhook signature invalid' },
  /** The sandbox's test checkout on a public address (ALLOW_SANDBOX_PAYMENTS unset): no checkout at all. */
  PAYMENTS_NOT_CONFIGURED: { status: 503, message: 'Payments are not configured yet' },
  SUBSCRIPTION_NOT_ACTIVE: { status: 409, message: 'No active subscription' },
  REFUND_NOT_ELIGIBLE: { status: 422, message: 'Refund not available: payments can be refunded within 7 days of a new subscription (see the refund policy).' },
  REFUND_ALREADY_REQUESTED: { status: 409, message: 'A refund was already requested for this payment' },
  // Premium styling: the combiner needs more well-rated outfits.
  NOT_ENOUGH_OUTFITS: { status: 422, message: 'Not enough outfits rated 7 or more' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable' },
  INTERNAL: { status: 500, message: 'Internal Server Error' },
  // Community: closet, challenges, referrals.
  FOLDER_NAME_TAKEN: { status: 409, message: 'You already have a folder with this name' },
  FOLDER_LIMIT: { status: 409, message: 'Folder limit reached' },
  CHALLENGE_ENDED: { status: 403, message: 'This challenge has ended' },
  VOTE_NOT_ALLOWED: { status: 403, message: 'Vote failed – You may have already voted on this submission.' },
  OUTFIT_NOT_ELIGIBLE: { status: 400, message: 'Only your own rated photo outfits can enter a challenge' },
  REFERRAL_INVALID: { status: 400, message: 'This invitation link is not valid' },
  // Notifications: subscriptions only to the browsers' push services (or PUSH_ENDPOINT_HOSTS).
  PUSH_ENDPOINT_NOT_ALLOWED: { status: 400, message: 'Invalid request: the endpoint is not a known push service' },
  // A rating whose photo shows no person, or no garment: not a rating, and the month's unit is given back.
  NO_OUTFIT_FOUND: { status: 422, message: 'No outfit found in this photo. Your rating was not counted.' },
  // "Download my data".
  EXPORT_PENDING: { status: 409, message: 'Your data export is already being prepared' },
  // Names and public handles (contracts/src/names.ts).
  NAME_TOO_SHORT: { status: 400, message: 'Invalid request: a name needs at least 2 visible letters or digits' },
  NAME_RESERVED: { status: 400, message: 'Invalid request: this name is reserved for FitRater staff' },
  HANDLE_INVALID: { status: 400, message: 'Invalid request: a handle is one word of letters and digits (with . _ - inside)' },
  HANDLE_TAKEN: { status: 409, message: 'This handle is already taken' },
  // The closet of garments.
  CLOSET_FULL: { status: 409, message: 'Your closet is full (1000 items): remove a piece to add another' },
  GARMENT_ALREADY_ADDED: { status: 409, message: 'This piece is already in your closet' },
  RATING_NOT_READY: { status: 409, message: 'This rating is not finished yet' },
  NO_GARMENT_FOUND: { status: 422, message: 'No garment found in this photo' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ErrorCodes;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
