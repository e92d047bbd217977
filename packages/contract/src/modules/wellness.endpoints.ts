import { contentCategoryEndpoints, contentEndpoints } from './content.endpoints.ts';
import { WELLNESS_EXPORT_FILE, wellnessBody, wellnessItem, wellnessListQuery } from './wellness.ts';

const path = '/wellness';

/** Wellness posts (000 §7): the content engine's calls and the categories'. */
export const wellnessEndpoints = {
  ...contentEndpoints(path, {
    item: wellnessItem,
    body: wellnessBody,
    listQuery: wellnessListQuery,
    exportFile: WELLNESS_EXPORT_FILE,
  }),
  categories: contentCategoryEndpoints(path),
};
