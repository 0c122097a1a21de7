// A plain-text table for the terminal: a header, a rule, and rows with columns padded to fit.

/** One column: its heading and whether its cells line up on the right (numbers). */
export interface Column {
  heading: string;
  right?: boolean;
}

/** Lays out rows of cells under the headings, two spaces between columns. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((c, i) => Math.max(c.heading.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    columns
      .map((c, i) => {
        const cell = cells[i] ?? '';
        return c.right ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
      })
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((c) => c.heading)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => line(r)),
  ].join('\n');
}
