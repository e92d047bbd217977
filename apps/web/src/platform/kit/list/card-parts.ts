import type { ListCard, ListColumn, ListConfig } from './list-config.ts';

// Which columns a row's card shows (ListConfig.card): the title (the record's name), the record's
// key beside it (its cell is usually the link to the record), the key fields, and the actions.
// Without a card in the config: the column the list keeps from being hidden (else the first that
// is not the key, status or actions) names the record, and the status and the next columns up to four fields in all follow it.

export const DEFAULT_CARD_FIELDS = 4;

export interface CardParts<Row> {
  title: ListColumn<Row> | undefined;
  key: ListColumn<Row> | undefined;
  fields: readonly ListColumn<Row>[];
  actions: ListColumn<Row> | undefined;
}

type CardConfig<Row> = Pick<ListConfig<Row>, 'columns' | 'rowKey'> & { card?: ListCard<Row> };

export function cardParts<Row>(config: CardConfig<Row>): CardParts<Row> {
  const { columns, rowKey } = config;
  const byKey = (key: string | undefined) => columns.find((column) => column.key === key);
  const key = byKey(rowKey);
  const actions = byKey('actions');
  const others = columns.filter((column) => column !== key && column !== actions);
  const named = others.filter((column) => column.key !== 'status');
  // The column a list keeps from being hidden is its name (a message's Title, a call's Student).
  const title =
    byKey(config.card?.title) ??
    named.find((column) => column.hideable === false) ??
    named[0] ??
    key;
  const chosen = config.card?.fields?.map((field) =>
    typeof field === 'string' ? byKey(field) : field,
  );
  const fields =
    chosen?.filter((column): column is ListColumn<Row> => column !== undefined) ??
    [
      ...others.filter((column) => column.key === 'status'),
      ...others.filter((column) => column !== title && column.key !== 'status'),
    ].slice(0, DEFAULT_CARD_FIELDS);
  return { title, key: title === key ? undefined : key, fields, actions };
}
