import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { MEDIA_EXTENSIONS, Messages, type MediaItem } from '@console/contract';
import { Button, Flex, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  MEDIA_ACCEPT,
  mediaExtensionAllowed,
  mediaHref,
  uploadMedia,
} from '../../kit/media/upload-media.ts';

// A message's attachments: each file goes to POST /media as soon as it is picked (000 §9's
// extensions only; 'File is too large' on 413), and the field's value is the stored files, whose
// ids the form sends. A file still uploading or refused is not part of the value.

export const MAX_ATTACHMENTS = 10;

interface AttachmentsFieldProps {
  id?: string;
  value?: MediaItem[];
  onChange?: (value: MediaItem[]) => void;
  /** Tells the form whether an upload is still running (it waits before sending). */
  onBusyChange?: (busy: boolean) => void;
}

const asFile = (media: MediaItem): UploadFile<MediaItem> => ({
  uid: `media-${media.id}`,
  name: media.file_name,
  status: 'done',
  url: mediaHref(media.id),
  response: media,
});

export function AttachmentsField({ id, value, onChange, onBusyChange }: AttachmentsFieldProps) {
  const [files, setFiles] = useState<UploadFile<MediaItem>[]>(() => (value ?? []).map(asFile));
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(files);
  latest.current = files;

  // A value set from outside (the item being edited, a reset) replaces the list. Only a
  // different value from outside matters: the effect runs on its key, reading the rest as it
  // is then.
  const latestValue = useRef(value);
  latestValue.current = value;
  const valueKey = (value ?? []).map((media) => media.id).join(',');
  useEffect(() => {
    const stored = latest.current.flatMap((file) =>
      file.status === 'done' && file.response ? [file.response.id] : [],
    );
    if (valueKey !== stored.join(',')) {
      setFiles([
        ...(latestValue.current ?? []).map(asFile),
        ...latest.current.filter((file) => file.status !== 'done'),
      ]);
    }
  }, [valueKey]);

  const busy = files.some((file) => file.status === 'uploading');
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const update = (next: UploadFile<MediaItem>[]) => {
    setFiles(next);
    onChange?.(
      next.flatMap((file) => (file.status === 'done' && file.response ? [file.response] : [])),
    );
  };

  return (
    <Flex vertical gap={4}>
      <Upload<MediaItem>
        id={id}
        multiple
        accept={MEDIA_ACCEPT}
        fileList={files}
        maxCount={MAX_ATTACHMENTS}
        beforeUpload={(file) => {
          if (!mediaExtensionAllowed(file.name)) {
            setRefusal(`${file.name}: ${Messages.mediaTypeNotAllowed}`);
            return Upload.LIST_IGNORE;
          }
          setRefusal(null);
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadMedia(file as File).then(
            (media) => onSuccess?.(media),
            (error: Error) => {
              setRefusal(`${(file as File).name}: ${error.message}`);
              onError?.(error);
            },
          );
        }}
        onChange={({ fileList }) => update(fileList)}
      >
        <Button icon={<UploadOutlined />} disabled={files.length >= MAX_ATTACHMENTS}>
          Attach files
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        <PaperClipOutlined /> Up to {MAX_ATTACHMENTS} files: {MEDIA_EXTENSIONS.join(', ')}
      </Typography.Text>
      {refusal && (
        <Typography.Text type="danger" role="alert">
          {refusal}
        </Typography.Text>
      )}
    </Flex>
  );
}
