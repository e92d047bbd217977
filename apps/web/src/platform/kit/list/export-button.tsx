import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../core/notify/notify.ts';
import { countOf, endpointPath, type AnyEndpoint } from '@console/contract';
import type { QueryValue } from '../../core/api/api-client.ts';
import type { ParamsPart } from '../../core/api/call-endpoint.ts';
import { downloadExport, saveFile, type ExportProgress } from './export-download.ts';

// Export of the whole filtered list, with how many rows have arrived so far. Leaving the page
// stops the download.

type ExportButtonProps<E extends AnyEndpoint> = ParamsPart<E> & {
  /** The list endpoint (export=true on its query), or a download call of its own. */
  endpoint: E;
  query: Record<string, QueryValue>;
  fileName: string;
  disabled?: boolean;
  /** The button's text (default "Export"). */
  label?: string;
  /** False when `endpoint` is a download call of its own rather than a list (no `export=true`). */
  listExport?: boolean;
};

export function exportPercent(progress: ExportProgress): number | null {
  if (progress.total === null || progress.total === 0) return null;
  return Math.min(100, Math.floor((progress.rows / progress.total) * 100));
}

export function ExportButton<E extends AnyEndpoint>({
  endpoint,
  params,
  query,
  fileName,
  disabled,
  label = 'Export',
  listExport = true,
}: ExportButtonProps<E>) {
  const path = endpointPath(endpoint, params as Record<string, string | number> | undefined);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current = new AbortController();
    setProgress({ rows: 0, total: null });
    try {
      const result = await downloadExport(path, query, {
        fallbackName: fileName,
        onProgress: setProgress,
        signal: controller.current.signal,
        listExport,
      });
      saveFile(result.blob, result.fileName);
      notify.success('Export ready', `${result.fileName}: ${countOf(result.rows, 'row')}.`);
    } catch (error) {
      if (controller.current?.signal.aborted) return;
      notify.error('Export failed', error instanceof Error ? error.message : undefined);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const percent = exportPercent(progress);
    return (
      <Flex align="center" gap={8} role="status" aria-live="polite">
        <Progress
          type="circle"
          size={28}
          percent={percent ?? 0}
          status="active"
          aria-label="Export progress"
          showInfo={false}
        />
        <Typography.Text>
          Exporting{' '}
          {progress.total !== null
            ? `${progress.rows.toLocaleString('en-IN')} of ${countOf(progress.total, 'row')}`
            : countOf(progress.rows, 'row')}
          {percent !== null ? ` (${percent}%)` : ''}
        </Typography.Text>
        <Button size="small" onClick={() => controller.current?.abort()}>
          Cancel
        </Button>
      </Flex>
    );
  }
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void start()} disabled={disabled}>
      {label}
    </Button>
  );
}
