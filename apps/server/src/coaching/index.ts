/*
 * What live sessions use of coaching: a client's records per exercise, today's check-ins and the
 * exercises' facts, read and folded in as sets are logged (sessions/live-coaching.ts).
 */
export {
  checkInsToday,
  exerciseFacts,
  foldIntoRecords,
  prescribedRange,
  recordsOf,
  seededMaxes,
} from './records';
