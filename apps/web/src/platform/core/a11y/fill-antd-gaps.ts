import { nameListboxes } from './listbox-names.ts';
import { fixPickerPanels } from './picker-panels.ts';
import { fitTables } from './table-regions.ts';

/**
 * antd's accessibility gaps, filled for the whole console. main.tsx loads this on its own, beside
 * the first page rather than before it: nothing here is needed to draw a page, and each patch
 * first mends what is already on it.
 */
export function fillAntdGaps(): void {
  nameListboxes();
  fitTables();
  fixPickerPanels();
}
