import ExcelJS from 'exceljs';
import { columnOptions, filledColumns, type Importer } from './importer.ts';

/** Rows of the template a dropdown covers (a sheet longer than this still reads). */
const VALIDATED_ROWS = 1000;

/**
 * The importer's sheet to fill in: people's headers in the importer's order (a sheet may still
 * name a column by its documents' key), an example row, a dropdown (data validation) on every
 * column with choices, and a second sheet that says what each column takes. Columns the server
 * numbers are left out.
 */
export async function importTemplate(importer: Importer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(importer.title);
  const columns = filledColumns(importer.columns);
  sheet.columns = columns.map((column) => {
    const header = column.label ?? column.key;
    return { header, key: column.key, width: Math.max(header.length + 4, 14) };
  });
  sheet.getRow(1).font = { bold: true };
  if (importer.example) {
    const example = { ...importer.example };
    // The example shows a boolean as the dropdown offers it.
    for (const column of columns) {
      const value = example[column.key];
      if (column.type === 'boolean' && !column.options && value !== undefined) {
        example[column.key] = ['1', 'true', 'yes'].includes(value.toLowerCase()) ? 'Yes' : 'No';
      }
    }
    sheet.addRow(example);
  }
  for (const [index, column] of columns.entries()) {
    const options = columnOptions(column);
    if (!options) continue;
    const letter = sheet.getColumn(index + 1).letter;
    for (let row = 2; row <= VALIDATED_ROWS + 1; row += 1) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`"${options.join(',')}"`],
        showErrorMessage: true,
        errorTitle: column.label ?? column.key,
        error: `Choose one of: ${options.join(', ')}.`,
      };
    }
  }
  const notes = workbook.addWorksheet('Columns');
  notes.columns = [
    { header: 'Column', key: 'column', width: 26 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Takes', key: 'takes', width: 60 },
    { header: 'Also read as', key: 'key', width: 26 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of columns) {
    const options = columnOptions(column);
    const takes = options
      ? `one of: ${options.join(', ')}`
      : column.type === 'integer'
        ? 'a whole number'
        : 'text';
    notes.addRow({
      column: column.label ?? column.key,
      required: column.required ? 'Yes' : 'No',
      takes: `${takes}${column.unique ? ', different in every row' : ''}`,
      key: column.key,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
