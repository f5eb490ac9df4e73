import {
  type CellValue,
  getCell,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';

/**
 * A `cell:update` carries the fields it sets as this device's grid shows them (`seen`), so that,
 * sent late from a queue, it is known to replace a value set meanwhile (protocol 4).
 */
export function withSeen(op: SessionOp, shown: SessionState | null): SessionOp {
  if (op.type !== 'cell:update' || shown === null) return op;
  const { exerciseId, userId, value } = op.payload;
  const cell = getCell(shown, exerciseId, userId);
  if (!cell) return op;
  const fields = Object.keys(value) as (keyof CellValue)[];
  const seen = Object.fromEntries(fields.map((field) => [field, cell[field]])) as CellValue;
  return { ...op, payload: { ...op.payload, seen } };
}
