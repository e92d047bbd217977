// The names a module id gives its files and symbols: 'school-bus' → schoolBus, SchoolBus,
// school_bus (the API path and table, in the documents' snake case), SCHOOL_BUS.
export function moduleNames(id) {
  const words = id.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    id,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    snake: words.join('_'),
    constant: words.join('_').toUpperCase(),
  };
}
