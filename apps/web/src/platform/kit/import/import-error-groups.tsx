import type { ImportErrorGroup } from '@console/contract';
import { Typography } from 'antd';

/** The errors as the documents group them (001 §5): the group's words, each column's rows. */
export function ImportErrorGroups({ groups }: { groups: readonly ImportErrorGroup[] }) {
  return (
    <section aria-label="Errors">
      {groups.map((group) => (
        <div key={group.group} style={{ marginBottom: 8 }}>
          <Typography.Text strong>{group.message}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {group.columns.map((column) => (
              <li key={column.column}>
                <Typography.Text code>{column.column}</Typography.Text>: row
                {column.rows.length + column.more === 1 ? ' ' : 's '}
                {column.rows.join(', ')}
                {column.more > 0 && ` and ${column.more.toLocaleString('en-IN')} more`}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
