import ExcelJS from 'exceljs';
import type { Importer } from './importer.ts';

/**
 * The importer's sheet to fill in: its keys as the header (the required ones marked in the
 * header's note), an example row, and a second sheet that says what each column takes.
 */
export async function importTemplate(importer: Importer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(importer.title);
  sheet.columns = importer.columns.map((column) => ({
    header: column.key,
    key: column.key,
    width: Math.max(column.key.length + 4, 14),
  }));
  sheet.getRow(1).font = { bold: true };
  if (importer.example) sheet.addRow(importer.example);
  const notes = workbook.addWorksheet('Columns');
  notes.columns = [
    { header: 'column', key: 'column', width: 26 },
    { header: 'required', key: 'required', width: 10 },
    { header: 'takes', key: 'takes', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of importer.columns) {
    const takes = column.accepted
      ? `one of: ${column.accepted.join(', ')}`
      : column.type === 'integer'
        ? 'a whole number'
        : column.type === 'boolean'
          ? '1 or 0'
          : 'text';
    notes.addRow({
      column: column.key,
      required: column.required ? 'yes' : 'no',
      takes: `${takes}${column.unique ? ', different in every row' : ''}`,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
