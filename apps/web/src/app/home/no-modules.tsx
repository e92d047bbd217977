import { Empty } from 'antd';

/** Home when no card is left to show; loaded on demand, as a search that matches nothing. */
export default function NoModules({ search }: { search: string }) {
  return (
    <Empty
      style={{ marginTop: 48 }}
      description={
        search ? `No module matches “${search}”.` : 'No modules are available to you yet.'
      }
    />
  );
}
