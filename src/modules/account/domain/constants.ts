/** The shortest password we accept; forms show it as a hint without loading the schemas' library (zod). */
export const PASSWORD_MIN_LENGTH = 8;
