/** The account rules' numbers, apart from the zod schemas so the message catalogue can quote them without zod. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or manager-generated password; bounds the work argon2 is asked to do. */
export const PASSWORD_MAX_LENGTH = 256;
/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
