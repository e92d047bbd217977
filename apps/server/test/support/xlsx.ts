import ExcelJS from 'exceljs';

// An XLSX answer read back the way a person opening it would: the workbook, and a sheet's rows
// as objects keyed by its header row.

export async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows (by name, or the sheet itself) as objects keyed by its header row. */
export function rowsOf(workbook: ExcelJS.Workbook, name: string): Record<string, unknown>[] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  // getSheetValues leaves a hole for row 0 and each row a hole for column 0.
  const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
  const [header, ...rows] = values.map((row) => row.slice(1));
  return rows.map((row) =>
    Object.fromEntries(header!.map((title, index) => [String(title), row[index] ?? null])),
  );
}
