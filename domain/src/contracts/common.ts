import { coerce, integer, max, min, size, string, trimmed } from 'superstruct';

/** The largest PostgreSQL integer: ids beyond it cannot exist. */
const MAX_ID = 2_147_483_647;

/** A positive whole id, also when it arrives as text in a URL. */
export const Id = coerce(max(min(integer(), 1), MAX_ID), string(), (value) => (/^\d+$/.test(value) ? Number(value) : value));

/** A page number (from 1), also from a query string. */
export const PageNumber = Id;

/** Free text with a sane bound, trimmed at the edges. */
export const ShortText = (maxLength: number) => size(trimmed(string()), 0, maxLength);
