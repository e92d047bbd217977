import {
  GatePassMessages,
  Messages,
  MOBILE_PATTERN,
  STUDENT_RELATION_LABELS,
  type AuthorizedMember,
  type AuthorizedMemberBody,
  type StudentRelationCode,
} from '@console/contract';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Table,
  Upload,
} from 'antd';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { mediaHref, uploadMedia } from '../../platform/kit/media/upload-media.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { HueTag } from '../../platform/kit/tags/hue-tag.tsx';
import { useMemberChanges } from './gate-pass-api.ts';

// The student's authorized members on a pass (001 §4, §7): archived ones last and greyed;
// holders of gatepass_update add members and archive or unarchive them.

const RELATION_OPTIONS = Object.entries(STUDENT_RELATION_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export const relationLabel = (relation: number | null) =>
  relation === null
    ? '—'
    : (STUDENT_RELATION_LABELS[relation as StudentRelationCode] ?? String(relation));

interface MembersCardProps {
  admission: string;
  gatePassId: number;
  members: readonly AuthorizedMember[];
  canChange: boolean;
}

export function AuthorizedMembersCard({
  admission,
  gatePassId,
  members,
  canChange,
}: MembersCardProps) {
  const { add, archive } = useMemberChanges(admission, gatePassId);
  const [adding, setAdding] = useState(false);

  const setArchived = (member: AuthorizedMember, isArchived: boolean) =>
    archive.mutate(
      { authorized_member_id: member.id, is_archived: isArchived },
      {
        onSuccess: () =>
          notify.success(`${member.name} ${isArchived ? 'archived' : 'is authorized again'}`),
        onError: (error) =>
          notify.error(`${isArchived ? 'Archive' : 'Unarchive'} failed`, apiErrorText(error)),
      },
    );

  return (
    <Card
      title="Authorized members"
      extra={
        canChange && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              add.reset();
              setAdding(true);
            }}
          >
            Add member
          </Button>
        )
      }
    >
      <Table<AuthorizedMember>
        aria-label="Authorized members"
        rowKey="id"
        size="small"
        pagination={false}
        // On a phone the table scrolls inside the card; the page does not (it was 484 px wide).
        scroll={{ x: 'max-content' }}
        dataSource={[...members]}
        locale={{ emptyText: 'No authorized members yet.' }}
        onRow={(member) => ({ style: member.is_archived ? { opacity: 0.6 } : undefined })}
        columns={[
          {
            key: 'name',
            title: 'Name',
            render: (_, member) =>
              member.photo_media_id ? (
                <a
                  href={mediaHref(member.photo_media_id)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {member.name}
                </a>
              ) : (
                member.name
              ),
          },
          {
            key: 'relation',
            title: 'Relation',
            render: (_, member) => relationLabel(member.relation),
          },
          { key: 'mobile', title: 'Mobile', dataIndex: 'mobile' },
          {
            key: 'added',
            title: 'Added',
            render: (_, member) => formatDateTime(member.created_at),
          },
          {
            key: 'state',
            title: 'State',
            render: (_, member) =>
              member.is_archived ? (
                <HueTag hue="grey">Archived</HueTag>
              ) : (
                <HueTag hue="green">Active</HueTag>
              ),
          },
          ...(canChange
            ? [
                {
                  key: 'actions',
                  title: 'Actions',
                  render: (_: unknown, member: AuthorizedMember) =>
                    member.is_archived ? (
                      <Button
                        size="small"
                        loading={
                          archive.isPending && archive.variables?.authorized_member_id === member.id
                        }
                        onClick={() => setArchived(member, false)}
                      >
                        Unarchive
                      </Button>
                    ) : (
                      <Popconfirm
                        title={`Archive ${member.name}?`}
                        description="They can no longer collect the student until unarchived."
                        okText="Archive"
                        onConfirm={() => setArchived(member, true)}
                      >
                        <Button size="small">Archive</Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
      {adding && (
        <AddMemberDialog
          pending={add.isPending}
          error={add.error}
          onCancel={() => setAdding(false)}
          onSubmit={(body) =>
            add.mutate(body, {
              onSuccess: (member) => {
                setAdding(false);
                notify.success(`${member.name} added as an authorized member`);
              },
            })
          }
        />
      )}
    </Card>
  );
}

type MemberForm = AuthorizedMemberBody;

/** An optional photo: uploaded through POST /media when chosen; the form sends its id. */
function PhotoField({ onChange }: { onChange: (id: number | undefined) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Flex vertical gap={4}>
      <Upload
        accept=".png,.jpg,.jpeg"
        maxCount={1}
        customRequest={({ file, onSuccess, onError }) => {
          setProblem(null);
          uploadMedia(file as File).then(
            (media) => {
              onChange(media.id);
              onSuccess?.(media);
            },
            (error: unknown) => {
              onChange(undefined);
              setProblem(apiErrorText(error));
              onError?.(error instanceof Error ? error : new Error(String(error)));
            },
          );
        }}
        onRemove={() => onChange(undefined)}
      >
        <Button icon={<UploadOutlined />}>Photo (optional)</Button>
      </Upload>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Flex>
  );
}

function AddMemberDialog({
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (body: MemberForm) => void;
}) {
  const [form] = Form.useForm<MemberForm>();
  const fieldErrors = apiFieldErrors(error);
  const general = error && fieldErrors.length === 0 ? apiErrorText(error) : null;
  return (
    <Modal
      open
      title="Add authorized member"
      okText="Add"
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form<MemberForm>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          onSubmit({ ...values, name: values.name.trim(), mobile: values.mobile.trim() })
        }
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: GatePassMessages.memberNameRequired },
          ]}
          validateStatus={fieldErrors.some((e) => e.field === 'name') ? 'error' : undefined}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="relation"
          label="Relation"
          rules={[{ required: true, message: GatePassMessages.memberRelation }]}
        >
          <Select options={RELATION_OPTIONS} placeholder="Choose a relation" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="Mobile"
          rules={[{ required: true, pattern: MOBILE_PATTERN, message: Messages.searchMobile }]}
        >
          <Input inputMode="numeric" maxLength={10} />
        </Form.Item>
        <Form.Item name="photo_media_id" hidden>
          <Input />
        </Form.Item>
        <PhotoField onChange={(id) => form.setFieldValue('photo_media_id', id)} />
      </Form>
      {(general || fieldErrors.length > 0) && (
        <Flex vertical gap={4}>
          {general && <Alert type="error" showIcon title={general} role="alert" />}
          {fieldErrors.map((entry) => (
            <Alert key={entry.field} type="error" showIcon title={entry.message} role="alert" />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
