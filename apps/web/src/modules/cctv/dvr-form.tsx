import {
  CctvMessages,
  DVR_MODELS,
  cctvEndpoints,
  changedDvrAddress,
  dvrAddressChangeWords,
  type DvrCreateBody,
  type DvrRow,
} from '@console/contract';
import { Button, Drawer, Form, Input, InputNumber, Select, Switch } from 'antd';
import { ContractField } from '../../platform/kit/form/contract-field.tsx';
import { ContractForm } from '../../platform/kit/form/contract-form.tsx';
import { formTarget, type FormDraft } from '../../platform/kit/form/form-target.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useCctvBranches, useCctvTags, useSaveDvr } from './cctv-api.ts';

type DvrValues = FormDraft<DvrCreateBody>;

/** What a new recorder starts with: the vendors' usual ports, active, cameras added by scans. */
const NEW_DVR: Partial<DvrValues> = {
  model_id: 1,
  http_port: 80,
  rtsp_port: 554,
  server_port: 8000,
  is_https: false,
  is_active: true,
  auth_username: 'admin',
  auto_scan_add_cameras: true,
  tag_ids: [],
};

function valuesOf(dvr: DvrRow): Partial<DvrValues> {
  return {
    name: dvr.name,
    model_id: dvr.model_id as 1 | 2,
    branch_id: dvr.branch_id,
    serial_number: dvr.serial_number,
    slno: dvr.slno,
    ip_address: dvr.ip_address,
    http_port: dvr.http_port,
    rtsp_port: dvr.rtsp_port,
    server_port: dvr.server_port,
    is_https: dvr.is_https,
    is_active: dvr.is_active,
    auth_username: dvr.auth_username,
    auto_scan_add_cameras: dvr.auto_scan_add_cameras,
    tag_ids: dvr.tag_ids,
  };
}

/** What the password field says when changing a recorder whose address is as it was. */
const KEEP_PASSWORD =
  'Leave empty to keep the stored password; a changed address, port or HTTPS needs it again.';

/**
 * Add or change a recorder. The password is asked for when adding; when changing, an empty
 * password keeps the stored one (it is never shown, not even to who stored it), but only while
 * the address, ports and HTTPS stay as they were: the server sends a stored password only to
 * the address it was entered for, so a move asks for it again (and says so as soon as it is made).
 */
export function DvrFormDrawer({ dvr, onClose }: { dvr: DvrRow | null; onClose: () => void }) {
  const [form] = Form.useForm<DvrValues>();
  const save = useSaveDvr(dvr?.id ?? null);
  const address = {
    ip_address: Form.useWatch('ip_address', form),
    http_port: Form.useWatch('http_port', form),
    rtsp_port: Form.useWatch('rtsp_port', form),
    is_https: Form.useWatch('is_https', form),
  };
  const moved = dvr ? changedDvrAddress(dvr, address) : [];
  const passwordNeeded = !dvr || moved.length > 0;
  const branches = useCctvBranches();
  const tags = useCctvTags(true);
  const endpoint = dvr ? cctvEndpoints.updateDvr : cctvEndpoints.createDvr;
  const title = dvr ? `Change ${dvr.name}` : 'Add recorder';
  return (
    <Drawer open title={title} onClose={onClose} width={560} destroyOnHidden>
      <ContractForm
        name="dvr-form"
        form={form}
        target={formTarget(endpoint, (body) => save.mutateAsync(body))}
        toBody={(values: DvrValues) => ({
          ...values,
          auth_password: values.auth_password || (dvr ? undefined : values.auth_password),
        })}
        initialValues={dvr ? valuesOf(dvr) : NEW_DVR}
        submitText={dvr ? 'Save' : 'Add recorder'}
        actions={<Button onClick={onClose}>Cancel</Button>}
        onSaved={(saved: DvrRow) => {
          notify.success(dvr ? `${saved.name} saved` : `${saved.name} added`);
          onClose();
        }}
      >
        <ContractField name="name" label="Name">
          <Input autoFocus />
        </ContractField>
        <ContractField name="branch_id" label="Branch">
          <Select
            showSearch
            optionFilterProp="label"
            loading={branches.isPending}
            options={(branches.data ?? []).map((branch) => ({
              value: branch.branch_id,
              label: branch.branch_name,
            }))}
          />
        </ContractField>
        <ContractField name="model_id" label="Model">
          <Select
            options={DVR_MODELS.options().map((option) => ({
              value: option.value,
              label: option.label,
            }))}
          />
        </ContractField>
        <ContractField name="ip_address" label="IP address or host name">
          <Input placeholder="10.1.2.3" />
        </ContractField>
        <ContractField name="http_port" label="HTTP port">
          <InputNumber min={1} max={65535} />
        </ContractField>
        <ContractField name="rtsp_port" label="RTSP port">
          <InputNumber min={1} max={65535} />
        </ContractField>
        <ContractField name="server_port" label="Server port">
          <InputNumber min={1} max={65535} />
        </ContractField>
        <ContractField name="is_https" label="HTTPS" valuePropName="checked">
          <Switch />
        </ContractField>
        <ContractField name="auth_username" label="User name">
          <Input autoComplete="off" />
        </ContractField>
        <ContractField
          name="auth_password"
          label="Password"
          required={passwordNeeded}
          extra={
            !dvr
              ? undefined
              : moved.length > 0
                ? CctvMessages.passwordForNewAddress(dvrAddressChangeWords(moved))
                : KEEP_PASSWORD
          }
          dependencies={['ip_address', 'http_port', 'rtsp_port', 'is_https']}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (dvr && !value && changedDvrAddress(dvr, form.getFieldsValue(true)).length > 0)
                  throw new Error(CctvMessages.passwordRequiredForAddress);
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </ContractField>
        <ContractField name="serial_number" label="Serial number">
          <Input />
        </ContractField>
        <ContractField name="slno" label="Sl no (order in lists)">
          <InputNumber min={0} />
        </ContractField>
        <ContractField name="tag_ids" label="Tags">
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </ContractField>
        <ContractField
          name="auto_scan_add_cameras"
          label="Add its cameras when scanned"
          valuePropName="checked"
        >
          <Switch />
        </ContractField>
        <ContractField name="is_active" label="Active" valuePropName="checked">
          <Switch />
        </ContractField>
      </ContractForm>
    </Drawer>
  );
}
