import {
  IMPORT_STATUSES,
  ImportStatus,
  countOf,
  importEndpoints,
  type ImportRow,
} from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { apiErrorText } from '../../core/api/api-errors.ts';
import { downloadExport, saveFile } from '../list/export-download.ts';
import { StatusTag } from '../tags/status-tag.tsx';
import { ImportErrorGroups } from './import-error-groups.tsx';
import { FixRowsGrid, type RowFix } from './fix-rows-grid.tsx';
import { uploadSheet } from './upload-sheet.ts';

// The kit's import dialog (DESIGN.md "import dialog"): choose a CSV or XLSX sheet (or download
// the template), watch it upload and be checked, read the errors in the documents' groups, fix
// the failed rows' cells right here and check again, then import every row at once.

export interface ImportDialogProps {
  /** The importer: POST /import/{kind}. */
  kind: string;
  /** The dialog's title: 'Import recorders'. */
  title: string;
  /** What the importer needs from the page (a camera sheet's dvr_id). */
  query?: Record<string, string>;
  onClose: () => void;
  /** After the rows are imported: reload what shows them. */
  onImported?: (done: ImportRow) => void;
}

const WORKING: readonly string[] = [ImportStatus.Checking, ImportStatus.Importing];

export function ImportDialog({ kind, title, query = {}, onClose, onImported }: ImportDialogProps) {
  const [uploadShare, setUploadShare] = useState<number | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The browser's own file input says "No file chosen" once it is emptied for the next choice;
  // the dialog names the sheet itself instead.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const reported = useRef<number | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const client = useQueryClient();

  const current = useQuery({
    queryKey: ['import', importId],
    enabled: importId !== null,
    queryFn: ({ signal }) =>
      callEndpoint(importEndpoints.read, { params: { id: importId! }, signal }),
    refetchInterval: (state) => (WORKING.includes(state.state.data?.status ?? '') ? 700 : false),
  });
  const row = current.data;
  if (row?.status === ImportStatus.Imported && reported.current !== row.id) {
    reported.current = row.id;
    queueMicrotask(() => onImported?.(row));
  }

  const store = (answer: ImportRow) => client.setQueryData(['import', answer.id], answer);
  const fix = useMutation({
    mutationFn: (rows: RowFix[]) =>
      callEndpoint(importEndpoints.fix, { params: { id: importId! }, body: { rows } }),
    onSuccess: store,
    onError: (error) => setProblem(apiErrorText(error)),
  });
  const commit = useMutation({
    mutationFn: () => callEndpoint(importEndpoints.commit, { params: { id: importId! } }),
    onSuccess: store,
    onError: (error) => setProblem(apiErrorText(error)),
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setChosenName(chosen.name);
    setProblem(null);
    setImportId(null);
    setUploadShare(0);
    try {
      const started = await uploadSheet(kind, chosen, query, setUploadShare);
      store(started);
      setImportId(started.id);
    } catch (error) {
      setProblem(apiErrorText(error));
    } finally {
      setUploadShare(null);
      if (file.current) file.current.value = '';
    }
  };

  const template = async () => {
    try {
      const path = importEndpoints.template.path.replace(':kind', encodeURIComponent(kind));
      const result = await downloadExport(
        path,
        {},
        {
          fallbackName: `${kind}-template.xlsx`,
          listExport: false,
        },
      );
      saveFile(result.blob, result.fileName);
    } catch (error) {
      setProblem(apiErrorText(error));
    }
  };

  const working = row !== undefined && WORKING.includes(row.status);
  const share =
    row && row.progress_total > 0 ? Math.min(row.progress_done / row.progress_total, 1) : 0;

  return (
    <Modal
      open
      title={title}
      width={row && row.failed_rows.length > 0 ? 1100 : 640}
      onCancel={onClose}
      footer={
        <Button onClick={onClose}>
          {row?.status === ImportStatus.Imported ? 'Done' : 'Close'}
        </Button>
      }
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Space wrap>
          <input
            ref={file}
            type="file"
            accept=".csv,.xlsx"
            aria-label="Sheet to import (CSV or XLSX)"
            tabIndex={-1}
            hidden
            disabled={uploadShare !== null || working}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            type="primary"
            disabled={uploadShare !== null || working}
            onClick={() => file.current?.click()}
          >
            {chosenName ? 'Choose another sheet' : 'Choose a sheet (CSV or XLSX)'}
          </Button>
          <Typography.Text type="secondary" data-testid="chosen-sheet">
            {chosenName ?? 'No sheet chosen yet.'}
          </Typography.Text>
          <Button onClick={() => void template()}>Download the template</Button>
        </Space>
        {uploadShare !== null && (
          <Progress percent={Math.round(uploadShare * 100)} aria-label="Upload" status="active" />
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
        {row && (
          <Flex vertical gap={12}>
            <Space>
              <Typography.Text strong>{row.file_name}</Typography.Text>
              <StatusTag codes={IMPORT_STATUSES} code={row.status} />
            </Space>
            {working && (
              <Progress
                percent={Math.round(share * 100)}
                status="active"
                aria-label={row.status === ImportStatus.Checking ? 'Checking' : 'Importing'}
              />
            )}
            {row.status === ImportStatus.Failed && row.message && (
              <Alert type="error" showIcon title={row.message} />
            )}
            {row.status === ImportStatus.Checked && row.error_rows === 0 && (
              <Alert
                type="success"
                showIcon
                title={`${countOf(row.total_rows, row.title_one, row.title)} ready to import.`}
                action={
                  <Button
                    type="primary"
                    loading={commit.isPending}
                    onClick={() =>
                      Modal.confirm({
                        title: `Import ${countOf(row.total_rows, row.title_one, row.title)}?`,
                        content: 'Every row is imported, or none if one no longer passes.',
                        okText: 'Import',
                        onOk: () => commit.mutateAsync(),
                      })
                    }
                  >
                    Import
                  </Button>
                }
              />
            )}
            {row.status === ImportStatus.Imported && (
              <Alert
                type="success"
                showIcon
                title={`${countOf(row.imported_rows, row.title_one, row.title)} imported.`}
              />
            )}
            {row.status === ImportStatus.Checked && row.error_rows > 0 && (
              <>
                <Typography.Text>
                  {row.error_rows.toLocaleString('en-IN')} of {countOf(row.total_rows, 'row')}{' '}
                  {row.error_rows === 1 ? 'needs' : 'need'} fixing.
                </Typography.Text>
                <ImportErrorGroups groups={row.groups} />
                <FixRowsGrid
                  columns={row.columns}
                  rows={row.failed_rows}
                  busy={fix.isPending}
                  onCheckAgain={(fixes) => fix.mutate(fixes)}
                />
              </>
            )}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
