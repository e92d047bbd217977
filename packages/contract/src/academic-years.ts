// 000 §9: academic years 17 ('22-'23) to 20 ('25-'26); current 20; selectable 19 and 20.
export const ACADEMIC_YEARS = [
  { id: 17, name: "'22-'23", start_year: 2022 },
  { id: 18, name: "'23-'24", start_year: 2023 },
  { id: 19, name: "'24-'25", start_year: 2024 },
  { id: 20, name: "'25-'26", start_year: 2025 },
] as const;

export const CURRENT_ACADEMIC_YEAR_ID = 20;
export const SELECTABLE_ACADEMIC_YEAR_IDS = [19, 20] as const;
