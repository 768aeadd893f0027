import { z } from 'zod';

/**
 * Value rules the visitor forms share (quote request, contact message; one place per rule). Messages
 * are catalogue keys of the form that uses them.
 */

/** Phone numbers as people type them: digits with spaces, dashes, dots, brackets, an optional leading +. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()\-./]{6,22}[0-9]$/;

/** True for a phone number with 8 to 15 digits in an accepted notation. */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 8 && digits <= 15;
}

/** An optional text of at most `max` characters, trimmed; empty becomes null. */
export const optionalText = (max: number, tooLongKey: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongKey)
    .nullish()
    .transform((v) => (v ? v : null));
