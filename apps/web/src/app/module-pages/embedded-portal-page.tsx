import { ExportOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { ResultHeading } from '../errors/result-heading.tsx';
import { useActiveModule } from '../../platform/core/active-module/use-active-module.ts';
import { fetchPortalAddress, PORTAL_ENDPOINTS } from './portal-endpoints.ts';
import { isPortalModule } from './portal-modules.ts';

/**
 * An embedded portal (co-training, L&D, self service, service desk, digital library, …): ask
 * the server for the address, then open it in a new tab (the console's CSP does not frame
 * other sites, and a tab keeps the console where it was).
 */
export default function EmbeddedPortalPage() {
  const { module } = useActiveModule();
  const endpoint = module && isPortalModule(module.id) ? PORTAL_ENDPOINTS[module.id] : undefined;
  const portal = useQuery({
    queryKey: ['portal-redirect', module?.id],
    queryFn: ({ signal }) => fetchPortalAddress(endpoint!, signal),
    enabled: !!endpoint,
    // Addresses may carry single-use keys: ask afresh each visit.
    gcTime: 0,
    staleTime: 0,
  });
  const title = module?.title ?? 'Portal';
  if (portal.isPending) {
    return (
      <Result
        icon={<Spin size="large" />}
        title={<ResultHeading>Opening {title}…</ResultHeading>}
        subTitle="Asking the server for the portal's address."
      />
    );
  }
  if (portal.isError) {
    return (
      <Result
        status="warning"
        title={<ResultHeading>{title} cannot be opened</ResultHeading>}
        subTitle={portal.error.message}
        extra={
          <Link to="/">
            <Button>Back to the home page</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Result
      icon={<LinkOutlined />}
      title={<ResultHeading>{title}</ResultHeading>}
      subTitle={`${title} opens in a new tab.`}
      extra={
        <Button
          type="primary"
          icon={<ExportOutlined />}
          href={portal.data.redirect_url}
          target="_blank"
          rel="noopener noreferrer"
          autoFocus
        >
          Open {title}
        </Button>
      }
    />
  );
}
