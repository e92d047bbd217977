// Where a new module's console pages go: on its addresses in the contract's MODULES (the
// documents' addresses; a page anywhere else fails the console's registry test). The skeleton
// has a list (the menu entry's path), a form (<path>/form: new, and ?id= to edit) and an item's
// page (<path>/:param, the parameter as the documents name it, optional or not).

/** The module's pages, or the reason it cannot have the skeleton's three. */
export function modulePages(entry) {
  if (entry.path.includes('?'))
    return { refusal: `its menu entry ${entry.path} is a view of another module's list` };
  const list = entry.path;
  const addresses = entry.addresses ?? [];
  const form = `${list}/form`;
  // Module paths are kebab case: nothing in them is special to a regular expression.
  const item = new RegExp(`^${list}/:([A-Za-z_]+)\\??$`);
  const detail = addresses.find((address) => item.test(address));
  const missing = [...(addresses.includes(form) ? [] : [form]), ...(detail ? [] : [`${list}/:id`])];
  if (missing.length > 0)
    return {
      refusal: `its entry in MODULES has no ${missing.join(' and no ')} address (the skeleton's form and item pages go there)`,
    };
  return { pages: { list, form, detail, detailParam: item.exec(detail)[1] } };
}
