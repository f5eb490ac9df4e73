/** One row of a comparison: a figure of the app beside the same figure of the bare baseline. */
export type ComparisonRow = {
  metric: string;
  unit: string;
  app: number;
  baseline: number;
  /** Digits after the decimal point for the figures. */
  digits: number;
};

function formatFigure(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function formatRatio(app: number, baseline: number): string {
  const ratio = app / baseline;
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a';
}

/** Prints rows as an aligned plain-text table under a heading. */
export function printTable(heading: string, header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log(`\n${heading}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Prints metric, app, baseline and the app/baseline ratio, one row per figure. */
export function printComparison(
  heading: string,
  appLabel: string,
  baselineLabel: string,
  rows: ComparisonRow[],
): void {
  printTable(
    heading,
    ['metric', appLabel, baselineLabel, 'app/baseline'],
    rows.map((row) => [
      `${row.metric} (${row.unit})`,
      formatFigure(row.app, row.digits),
      formatFigure(row.baseline, row.digits),
      formatRatio(row.app, row.baseline),
    ]),
  );
}
