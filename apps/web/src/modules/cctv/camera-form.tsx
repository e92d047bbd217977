import {
  CAMERA_STATUSES,
  cctvEndpoints,
  type CameraBody,
  type CameraRow,
  type DvrRow,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { ContractField } from '../../platform/kit/form/contract-field.tsx';
import { ContractForm } from '../../platform/kit/form/contract-form.tsx';
import { formTarget, type FormDraft } from '../../platform/kit/form/form-target.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useCctvTags, useSaveCamera } from './cctv-api.ts';

/** Add a camera to a recorder, or change one (read afresh: the recorder lists only a summary). */
export function CameraFormModal({
  dvr,
  cameraId,
  onClose,
}: {
  dvr: DvrRow;
  cameraId: number | null;
  onClose: () => void;
}) {
  const camera = useQuery({
    queryKey: ['cctv', 'camera', cameraId],
    enabled: cameraId !== null,
    queryFn: async ({ signal }) =>
      (await callEndpoint(cctvEndpoints.cameraList, { query: { id: cameraId! }, signal }))[0] ??
      null,
  });
  const title = cameraId === null ? `Add a camera to ${dvr.name}` : 'Change camera';
  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
      {cameraId !== null && camera.isPending ? (
        <Skeleton active />
      ) : (
        <CameraForm dvr={dvr} camera={camera.data ?? null} onClose={onClose} />
      )}
    </Modal>
  );
}

function nextChannel(dvr: DvrRow): number {
  const taken = new Set(dvr.cameras.map((camera) => camera.channel_number));
  let channel = 1;
  while (taken.has(channel)) channel += 1;
  return channel;
}

function CameraForm({
  dvr,
  camera,
  onClose,
}: {
  dvr: DvrRow;
  camera: CameraRow | null;
  onClose: () => void;
}) {
  const save = useSaveCamera(camera);
  const tags = useCctvTags(false);
  const endpoint = camera ? cctvEndpoints.updateCamera : cctvEndpoints.createCamera;
  const initial: Partial<FormDraft<CameraBody>> = camera
    ? {
        dvr_id: dvr.id,
        name: camera.name,
        channel_number: camera.channel_number,
        main_stream_id: camera.main_stream_id,
        sub_stream_id: camera.sub_stream_id,
        status: camera.status as CameraBody['status'],
        slno: camera.slno,
        tag_ids: camera.tag_ids,
      }
    : { dvr_id: dvr.id, channel_number: nextChannel(dvr), status: 'ENABLED', tag_ids: [] };
  return (
    <ContractForm
      name="camera-form"
      target={formTarget(endpoint, (body) => save.mutateAsync(body))}
      toBody={(values: FormDraft<CameraBody>) => ({ ...values, dvr_id: dvr.id })}
      initialValues={initial}
      submitText={camera ? 'Save' : 'Add camera'}
      actions={<Button onClick={onClose}>Cancel</Button>}
      onSaved={(saved: CameraRow) => {
        notify.success(camera ? `${saved.name} saved` : `${saved.name} added`);
        onClose();
      }}
    >
      <ContractField name="name" label="Name">
        <Input autoFocus />
      </ContractField>
      <ContractField name="channel_number" label="Channel">
        <InputNumber min={1} max={256} />
      </ContractField>
      <ContractField
        name="main_stream_id"
        label="Main HD stream id"
        extra="Empty: the recorder's own numbering."
      >
        <InputNumber min={0} />
      </ContractField>
      <ContractField name="sub_stream_id" label="Sub 480p stream id">
        <InputNumber min={0} />
      </ContractField>
      <ContractField name="status" label="Status">
        <Select
          options={CAMERA_STATUSES.options().map((option) => ({
            value: option.value,
            label: option.label,
          }))}
        />
      </ContractField>
      <ContractField name="tag_ids" label="Tags">
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
        />
      </ContractField>
    </ContractForm>
  );
}
