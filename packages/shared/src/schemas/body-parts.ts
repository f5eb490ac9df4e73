import { z } from 'zod/mini';
import { inLocale } from '../i18n/catalog';
import { type CheckInMessages, checkInMessages } from '../messages/check-in';

/** Body parts of the diagram that have a left and a right variant: the catalog names them. */
const SIDED_BODY_PARTS = Object.keys(checkInMessages.sidedBodyParts) as SidedBodyPart[];
export type SidedBodyPart = keyof CheckInMessages['sidedBodyParts'];

/** Body parts without sides. */
const SINGLE_BODY_PARTS = Object.keys(checkInMessages.singleBodyParts) as SingleBodyPart[];
export type SingleBodyPart = keyof CheckInMessages['singleBodyParts'];

export type BodyPartBase = SidedBodyPart | SingleBodyPart;
export type BodyPartSide = 'left' | 'right';

const SIDES: readonly BodyPartSide[] = ['left', 'right'];

export const BODY_PART_IDS = [
  ...SIDED_BODY_PARTS.flatMap((base) => SIDES.map((side) => `${side}-${base}` as const)),
  ...SINGLE_BODY_PARTS,
];
export type BodyPartId = `${BodyPartSide}-${SidedBodyPart}` | SingleBodyPart;
export const bodyPartIdSchema = z.enum(BODY_PART_IDS as [BodyPartId, ...BodyPartId[]]);

/** The part without its side: 'left-bicep' -> 'bicep'. */
export function bodyPartBase(id: BodyPartId): BodyPartBase {
  const dash = id.indexOf('-');
  return (dash === -1 ? id : id.slice(dash + 1)) as BodyPartBase;
}

function bodyPartSide(id: BodyPartId): BodyPartSide | null {
  if (id.startsWith('left-')) return 'left';
  if (id.startsWith('right-')) return 'right';
  return null;
}

type Words = Pick<CheckInMessages, 'sidedBodyParts' | 'singleBodyParts' | 'sidedBodyPart'>;

const isSided = (base: BodyPartBase): base is SidedBodyPart =>
  Object.hasOwn(checkInMessages.sidedBodyParts, base);

/** The label shared by both sides of a part, as the list view shows it: 'Bicep'. */
function bodyPartListLabel(id: BodyPartId, words: Words = checkInMessages): string {
  const base = bodyPartBase(id);
  return isSided(base) ? words.sidedBodyParts[base] : words.singleBodyParts[base];
}

function labelIn(id: BodyPartId, words: Words): string {
  const side = bodyPartSide(id);
  const base = bodyPartBase(id);
  return side && isSided(base) ? words.sidedBodyPart(side, base) : bodyPartListLabel(id, words);
}

/** The display label of one part in the shown language: 'Left Bicep', 'Abdominals'. */
export function bodyPartLabel(id: BodyPartId): string {
  return labelIn(id, checkInMessages);
}

/** The parts' labels in English, for text that is not shown in a language of its own. */
export const BODY_PART_LABELS = Object.fromEntries(
  BODY_PART_IDS.map((id) => [id, labelIn(id, inLocale(checkInMessages, 'en') as Words)]),
) as Record<BodyPartId, string>;

const BODY_MARKS = ['none', 'sore', 'injured'] as const;
export const bodyMarkSchema = z.enum(BODY_MARKS);
export type BodyMark = z.infer<typeof bodyMarkSchema>;

/** The marks that are stored: 'none' is the absence of an entry. */
export const injuryMarkSchema = z.enum(['sore', 'injured']);
export type InjuryMark = z.infer<typeof injuryMarkSchema>;

/** Marked parts by id; unmarked parts have no entry. Same shape as a lifestyle log's injuries. */
export const bodyMarksSchema = z.partialRecord(bodyPartIdSchema, injuryMarkSchema);
export type BodyMarks = z.infer<typeof bodyMarksSchema>;

/** Neutral grey, sore pink, injured red. */
export const BODY_MARK_COLORS: Record<BodyMark, string> = {
  none: '#9CA3AF',
  sore: '#F472B6',
  injured: '#DC2626',
};

/** A tap cycles none -> sore -> injured -> none. */
export function nextBodyMark(mark: BodyMark): BodyMark {
  if (mark === 'none') return 'sore';
  if (mark === 'sore') return 'injured';
  return 'none';
}

export function bodyMarkOf(marks: BodyMarks, partId: BodyPartId): BodyMark {
  return marks[partId] ?? 'none';
}

/** Sets one part's mark without changing the input; 'none' removes the entry. */
function withBodyMark(marks: BodyMarks, partId: BodyPartId, mark: BodyMark): BodyMarks {
  const next: BodyMarks = { ...marks };
  if (mark === 'none') delete next[partId];
  else next[partId] = mark;
  return next;
}

/** A diagram tap on one part. */
export function cycleBodyPart(marks: BodyMarks, partId: BodyPartId): BodyMarks {
  return withBodyMark(marks, partId, nextBodyMark(bodyMarkOf(marks, partId)));
}

export interface BodyPartListEntry {
  label: string;
  partIds: BodyPartId[];
}

/** The list view: one entry per label, covering the left and right parts that share it. */
export function listEntries(): BodyPartListEntry[] {
  const byLabel = new Map<string, BodyPartId[]>();
  for (const id of BODY_PART_IDS) {
    const label = bodyPartListLabel(id);
    const ids = byLabel.get(label);
    if (ids) ids.push(id);
    else byLabel.set(label, [id]);
  }
  return [...byLabel].map(([label, partIds]) => ({ label, partIds }));
}

/** An entry shows injured if any of its parts is injured, else sore if any is sore. */
export function aggregateMark(marks: BodyMarks, partIds: readonly BodyPartId[]): BodyMark {
  const found = partIds.map((id) => bodyMarkOf(marks, id));
  if (found.includes('injured')) return 'injured';
  if (found.includes('sore')) return 'sore';
  return 'none';
}

/** A list tap: the entry's next mark applied to all its parts. */
export function cycleListEntry(marks: BodyMarks, partIds: readonly BodyPartId[]): BodyMarks {
  const mark = nextBodyMark(aggregateMark(marks, partIds));
  return partIds.reduce((acc, id) => withBodyMark(acc, id, mark), marks);
}
