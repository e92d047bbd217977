import { InboxOutlined } from '@ant-design/icons';
import { MEDIA_EXTENSIONS, Messages, feedbackEndpoints } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import {
  fileExtension,
  MEDIA_ACCEPT,
  mediaExtensionAllowed,
  uploadMedia,
} from '../../platform/kit/media/upload-media.ts';
import { useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { deviceId } from '../../platform/core/session/browser-storage.ts';

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '1.0.0';

interface FeedbackForm {
  message: string;
  email?: string;
  attachment?: UploadFile[];
}

async function sendFeedback(values: FeedbackForm): Promise<void> {
  const file = values.attachment?.[0]?.originFileObj;
  const media = file ? await uploadMedia(file) : undefined;
  await callEndpoint(feedbackEndpoints.send, {
    body: {
      message: values.message.trim(),
      email: values.email?.trim() || undefined,
      app_version: APP_VERSION,
      user_agent: navigator.userAgent,
      device_id: deviceId(),
      media_ids: media ? [media.id] : undefined,
    },
  });
}

/** Help & feedback (000 §2, §3): a message, an email to answer to, one attachment. */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FeedbackForm>();
  const me = useMe();
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      notify.success(Messages.feedbackSent);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title="Help & Feedback"
      okText="Send"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={send.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<FeedbackForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: me.data?.email ?? '' }}
        onFinish={(values) => send.mutate(values)}
      >
        <Form.Item
          label="Message"
          name="message"
          rules={[
            { required: true, whitespace: true, message: 'Write your message' },
            { max: 2000, message: 'At most 2000 characters' },
          ]}
        >
          <Input.TextArea
            rows={5}
            autoFocus
            showCount
            maxLength={2000}
            placeholder="What happened, or what would help?"
          />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[{ type: 'email', message: 'Enter a valid email' }]}
        >
          <Input type="email" autoComplete="email" placeholder="Where we can reply (optional)" />
        </Form.Item>
        <Form.Item
          label="Attachment"
          name="attachment"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        >
          <Upload.Dragger
            maxCount={1}
            beforeUpload={(file) => {
              if (!mediaExtensionAllowed(file.name)) {
                notify.error(`Files of type .${fileExtension(file.name)} cannot be attached.`);
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            accept={MEDIA_ACCEPT}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drop a screenshot or file</p>
            <p className="ant-upload-hint">{MEDIA_EXTENSIONS.join(', ')}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
