import fc from 'fast-check';

const HOUR_MS = 3_600_000;

/**
 * Zones the calendar-day properties run in: with DST (Lord Howe's moves half an hour), half- and
 * quarter-hour offsets, and both sides of the date line.
 */
export const TEST_TIME_ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
] as const;

/** 2030's clock changes in Berlin, New York and Lord Howe. */
const DST_CHANGES = [
  '2030-03-31T01:00:00Z',
  '2030-10-27T01:00:00Z',
  '2030-03-10T07:00:00Z',
  '2030-11-03T06:00:00Z',
  '2030-04-06T15:00:00Z',
  '2030-10-05T15:30:00Z',
].map((instant) => Date.parse(instant));

/** Any instant of this century. */
export const anyInstant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Any instant, or one within three hours of a clock change: the hard cases. */
export const testInstant = fc.oneof(
  anyInstant,
  fc
    .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }))
    .map(([change, shift]) => new Date(change + shift)),
);
