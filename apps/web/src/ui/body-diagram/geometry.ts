import type { BodyPartBase, BodyPartId, Gender } from '@levelup/shared';

export type BodyView = 'front' | 'back';
type Point = readonly [number, number];

/** The drawing's coordinate space (the spec's large view box), centred on x = 200. */
export const VIEW_BOX = { width: 400, height: 801 } as const;
const CENTRE = VIEW_BOX.width / 2;

/**
 * Half of the figure, the viewer's left, from the top of the head down the outside of the arm and
 * leg to the foot and back up the inside of the leg to the crotch. The other half is its mirror.
 */
const HALF_OUTLINE: readonly Point[] = [
  [200, 14],
  [176, 19],
  [161, 42],
  [159, 76],
  [166, 102],
  [180, 119],
  [183, 134],
  [160, 143],
  [128, 151],
  [109, 166],
  [101, 195],
  [97, 232],
  [92, 272],
  [87, 312],
  [80, 352],
  [73, 392],
  [68, 420],
  [60, 440],
  [56, 468],
  [64, 492],
  [78, 490],
  [86, 466],
  [88, 440],
  [96, 404],
  [106, 362],
  [114, 318],
  [120, 278],
  [127, 240],
  [132, 270],
  [137, 320],
  [134, 362],
  [127, 400],
  [128, 450],
  [136, 510],
  [144, 568],
  [140, 616],
  [146, 680],
  [156, 740],
  [150, 768],
  [152, 790],
  [186, 791],
  [188, 762],
  [184, 738],
  [186, 680],
  [188, 620],
  [190, 568],
  [194, 500],
  [200, 446],
];

interface PartShape {
  base: BodyPartBase;
  /** The outline on the viewer's left, mirrored for the other side (abs: the whole shape). */
  points: readonly Point[];
}

const FRONT: readonly PartShape[] = [
  {
    base: 'neckfront',
    points: [
      [184, 116],
      [197, 122],
      [197, 142],
      [186, 140],
    ],
  },
  {
    base: 'trap',
    points: [
      [182, 136],
      [186, 143],
      [160, 152],
      [140, 151],
      [160, 142],
    ],
  },
  {
    base: 'shoulder',
    points: [
      [150, 154],
      [124, 157],
      [108, 174],
      [105, 208],
      [118, 214],
      [132, 188],
      [152, 164],
    ],
  },
  {
    base: 'pec',
    points: [
      [196, 160],
      [160, 162],
      [138, 180],
      [134, 214],
      [158, 236],
      [196, 234],
    ],
  },
  {
    base: 'bicep',
    points: [
      [124, 216],
      [110, 222],
      [100, 258],
      [102, 294],
      [114, 298],
      [122, 262],
    ],
  },
  {
    base: 'elbowfront',
    points: [
      [101, 302],
      [114, 304],
      [112, 328],
      [97, 326],
    ],
  },
  {
    base: 'forearmfront',
    points: [
      [96, 334],
      [110, 336],
      [102, 380],
      [92, 410],
      [78, 408],
      [84, 368],
    ],
  },
  {
    base: 'wrist',
    points: [
      [77, 414],
      [92, 416],
      [89, 432],
      [72, 430],
    ],
  },
  {
    base: 'hand',
    points: [
      [70, 438],
      [88, 440],
      [86, 466],
      [78, 486],
      [64, 488],
      [59, 466],
    ],
  },
  {
    base: 'obliques',
    points: [
      [170, 242],
      [140, 228],
      [138, 290],
      [141, 346],
      [170, 388],
      [174, 320],
    ],
  },
  {
    base: 'quadricep',
    points: [
      [192, 452],
      [166, 432],
      [136, 446],
      [138, 506],
      [148, 548],
      [172, 556],
      [190, 520],
    ],
  },
  {
    base: 'knee',
    points: [
      [148, 562],
      [180, 560],
      [184, 578],
      [170, 594],
      [150, 590],
    ],
  },
  {
    base: 'tibialis',
    points: [
      [150, 602],
      [172, 604],
      [178, 660],
      [172, 724],
      [160, 726],
      [150, 664],
    ],
  },
  {
    base: 'foot',
    points: [
      [158, 746],
      [182, 746],
      [186, 786],
      [154, 787],
      [152, 768],
    ],
  },
];

const FRONT_ABS: PartShape = {
  base: 'abs',
  points: [
    [178, 242],
    [222, 242],
    [228, 320],
    [220, 384],
    [200, 396],
    [180, 384],
    [172, 320],
  ],
};

const BACK: readonly PartShape[] = [
  {
    base: 'neckandtraps',
    points: [
      [184, 112],
      [198, 114],
      [198, 168],
      [176, 152],
      [146, 148],
      [182, 134],
    ],
  },
  {
    base: 'posteriordelt',
    points: [
      [146, 152],
      [124, 157],
      [108, 174],
      [105, 206],
      [118, 212],
      [132, 186],
    ],
  },
  {
    base: 'infraspinatusteresmajor',
    points: [
      [150, 164],
      [170, 178],
      [166, 214],
      [144, 222],
      [136, 196],
    ],
  },
  {
    base: 'middlelowertrap',
    points: [
      [198, 172],
      [178, 164],
      [174, 196],
      [186, 230],
      [198, 256],
    ],
  },
  {
    base: 'latissimus',
    points: [
      [172, 212],
      [190, 246],
      [192, 300],
      [176, 340],
      [150, 330],
      [137, 270],
      [140, 228],
    ],
  },
  {
    base: 'erectorspinae',
    points: [
      [196, 262],
      [197, 384],
      [186, 384],
      [182, 330],
      [186, 290],
    ],
  },
  {
    base: 'tricep',
    points: [
      [124, 214],
      [110, 220],
      [100, 258],
      [102, 294],
      [114, 298],
      [122, 262],
    ],
  },
  {
    base: 'elbow',
    points: [
      [100, 302],
      [114, 304],
      [112, 328],
      [96, 326],
    ],
  },
  {
    base: 'forearmback',
    points: [
      [95, 334],
      [110, 336],
      [102, 380],
      [92, 410],
      [78, 408],
      [84, 368],
    ],
  },
  {
    base: 'wrist',
    points: [
      [77, 414],
      [92, 416],
      [89, 432],
      [72, 430],
    ],
  },
  {
    base: 'hand',
    points: [
      [70, 438],
      [88, 440],
      [86, 466],
      [78, 486],
      [64, 488],
      [59, 466],
    ],
  },
  {
    base: 'glutemedius',
    points: [
      [176, 352],
      [140, 356],
      [132, 392],
      [160, 394],
      [184, 376],
    ],
  },
  {
    base: 'glutemaximus',
    points: [
      [197, 390],
      [164, 398],
      [134, 404],
      [136, 440],
      [166, 458],
      [198, 446],
    ],
  },
  {
    base: 'hamstring',
    points: [
      [194, 466],
      [166, 462],
      [140, 470],
      [140, 516],
      [152, 554],
      [174, 556],
      [190, 516],
    ],
  },
  {
    base: 'calf',
    points: [
      [148, 582],
      [180, 584],
      [184, 640],
      [172, 702],
      [156, 700],
      [144, 640],
    ],
  },
  {
    base: 'foot',
    points: [
      [158, 746],
      [182, 746],
      [186, 786],
      [154, 787],
      [152, 768],
    ],
  },
];

/** How much wider (above 1) or narrower each height of the figure is drawn for a female body. */
const FEMALE_WIDTH: readonly Point[] = [
  [0, 0.93],
  [140, 0.9],
  [240, 0.93],
  [320, 0.88],
  [400, 1.07],
  [470, 1.05],
  [580, 0.99],
  [801, 0.96],
];

function widthAt(y: number, gender: Gender): number {
  if (gender === 'male') return 1;
  const table = FEMALE_WIDTH;
  for (let i = 1; i < table.length; i += 1) {
    const [y1, w1] = table[i] as Point;
    const [y0, w0] = table[i - 1] as Point;
    if (y <= y1) return w0 + ((w1 - w0) * (y - y0)) / (y1 - y0);
  }
  return 1;
}

const shape =
  (gender: Gender) =>
  ([x, y]: Point): Point => [CENTRE + (x - CENTRE) * widthAt(y, gender), y];
const mirror = ([x, y]: Point): Point => [2 * CENTRE - x, y];

/** A closed, smooth path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothClosedPath(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as Point;
  const r = (v: number) => Math.round(v * 10) / 10;
  let d = `M${r(at(0)[0])} ${r(at(0)[1])}`;
  for (let i = 0; i < n; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0] ?? 0)} ${r(c1[1] ?? 0)} ${r(c2[0] ?? 0)} ${r(c2[1] ?? 0)} ${r(p2[0])} ${r(p2[1])}`;
  }
  return `${d}Z`;
}

/** The figure's silhouette. */
export function outlinePath(gender: Gender): string {
  const warp = shape(gender);
  const half = HALF_OUTLINE.map(warp);
  const other = half.slice(1, -1).reverse().map(mirror);
  return smoothClosedPath([...half, ...other]);
}

interface DrawnPart {
  id: BodyPartId;
  d: string;
}

/**
 * One shape per body part of the view. Seen from the front, the person's right side is on the
 * viewer's left; seen from the back, their left is.
 */
export function bodyParts(view: BodyView, gender: Gender): DrawnPart[] {
  const warp = shape(gender);
  const viewerLeft = view === 'front' ? 'right' : 'left';
  const viewerRight = view === 'front' ? 'left' : 'right';
  const parts: DrawnPart[] = [];
  for (const part of view === 'front' ? FRONT : BACK) {
    const points = part.points.map(warp);
    parts.push({ id: `${viewerLeft}-${part.base}` as BodyPartId, d: smoothClosedPath(points) });
    parts.push({
      id: `${viewerRight}-${part.base}` as BodyPartId,
      d: smoothClosedPath(points.map(mirror)),
    });
  }
  if (view === 'front') {
    parts.push({ id: 'abs', d: smoothClosedPath(FRONT_ABS.points.map(warp)) });
  }
  return parts;
}
