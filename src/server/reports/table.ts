/** A table that continues over pages, repeating its header row on each. */
import { COLORS, PAGE, type ReportDocument } from './document';

export interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string;
}

const SIZE = 8;
const ROW = 12;
const PADDING = 3;

export class Table<T> {
  private rowIndex = 0;

  constructor(
    private readonly report: ReportDocument,
    private readonly columns: readonly Column<T>[],
  ) {}

  /** Starts the table: its header row, with at least one data row under it on the same page. */
  begin(): void {
    this.report.ensure(ROW * 2);
    this.header();
  }

  private header(): void {
    const { doc } = this.report;
    const y = this.report.y;
    const width = this.columns.reduce((sum, c) => sum + c.width, 0);
    doc.rect(PAGE.margin, y, width, ROW).fill(COLORS.headerFill);
    doc.font('Helvetica-Bold').fontSize(SIZE).fillColor(COLORS.text);
    let x = PAGE.margin;
    for (const column of this.columns) {
      this.report.place(this.report.fit(column.header, column.width - 2 * PADDING, SIZE), x + PADDING, y + 2.5);
      x += column.width;
    }
    doc.font('Helvetica');
    this.report.y += ROW;
    this.rowIndex = 0;
  }

  row(item: T): void {
    if (this.report.ensure(ROW)) this.header();
    const { doc } = this.report;
    const y = this.report.y;
    if (this.rowIndex % 2 === 1) {
      const width = this.columns.reduce((sum, c) => sum + c.width, 0);
      doc.rect(PAGE.margin, y, width, ROW).fill(COLORS.zebra);
      doc.fillColor(COLORS.text);
    }
    doc.font('Helvetica').fontSize(SIZE);
    let x = PAGE.margin;
    for (const column of this.columns) {
      this.report.place(this.report.fit(column.value(item), column.width - 2 * PADDING, SIZE), x + PADDING, y + 2.5);
      x += column.width;
    }
    this.report.y += ROW;
    this.rowIndex += 1;
  }

  end(gap = 10): void {
    this.report.y += gap;
  }
}
