/**
 * The password length rule, read by the server (Better Auth's bounds) and by
 * the web app (hints and checks before sending). Lengths are UTF-16 code
 * units, what both JavaScript sides measure with `.length`.
 * 12 meets ASVS v4 2.1.1 and v5 6.2.1; 128 allows the ≥ 64 of ASVS 6.2.9.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
