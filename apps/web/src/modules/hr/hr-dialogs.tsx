import { API_DATE_FORMAT, HR_MESSAGES as M, TEXTAREA_MAX, type THumanResource, UPLOAD_ACCEPT } from '@packline/domain';
import { Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { UploadField } from '../../ui/upload-field.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useAddAttachedRecord, useAddContract } from './hr.api.ts';

// The HR list's row actions (spec 02 §2): Add Attachment (record type, file) and Add Contract (contract type,
// effective, expiry and trial dates, description, file). Files go through Common/UploadImage first.

const fullName = (record: THumanResource) => `${record.firstName} ${record.lastName}`;
const wireDate = (value: Dayjs | null | undefined) => (value ? value.format(API_DATE_FORMAT) : null);

interface TDialogProps {
  record: THumanResource;
  onClose: () => void;
}

export function AddAttachmentDialog({ record, onClose }: TDialogProps) {
  const add = useAddAttachedRecord();
  const dialog = useFormDialog<{ recordTypeId: number; files: string[] }>({
    open: true,
    onClose,
    initialValues: { files: [] },
    saveTestId: 'attachment-save',
    onSave: (values) =>
      add.mutateAsync({
        humanResourceId: record.humanResourceId,
        recordTypeId: values.recordTypeId,
        url: values.files[0] ?? '',
      }),
  });
  return (
    <Modal {...dialog.modalProps} title={`Add Attachment: ${fullName(record)}`}>
      <Form {...dialog.formProps} layout="vertical" name="hr-attachment" data-testid="attachment-dialog">
        <Form.Item name="recordTypeId" label="Record Type" rules={[{ required: true, message: M.recordTypeRequired }]}>
          <ReferenceSelect catalogue="recordType" />
        </Form.Item>
        <Form.Item
          name="files"
          label="File"
          rules={[{ required: true, type: 'array', min: 1, message: M.fileRequired }]}
        >
          <UploadField maxCount={1} accept={UPLOAD_ACCEPT} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface TContractValues {
  contractTypeId: number;
  effDate: Dayjs;
  expDate?: Dayjs | null;
  trialDate?: Dayjs | null;
  contractDesc?: string;
  files: string[];
}

export function AddContractDialog({ record, onClose }: TDialogProps) {
  const add = useAddContract();
  const dialog = useFormDialog<TContractValues>({
    open: true,
    onClose,
    initialValues: { files: [] },
    saveTestId: 'contract-save',
    onSave: (values) =>
      add.mutateAsync({
        humanResourceId: record.humanResourceId,
        contractTypeId: values.contractTypeId,
        effDate: wireDate(values.effDate) ?? '',
        expDate: wireDate(values.expDate),
        trialDate: wireDate(values.trialDate),
        contractDesc: values.contractDesc?.trim() || null,
        url: values.files[0] ?? null,
      }),
  });
  const afterEffective = (message: string) => ({
    validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
      const effDate = dialog.form.getFieldValue('effDate') as Dayjs | undefined;
      if (value && effDate && value.isBefore(effDate, 'day')) throw new Error(message);
    },
  });
  return (
    <Modal {...dialog.modalProps} title={`Add Contract: ${fullName(record)}`} width={720}>
      <Form {...dialog.formProps} layout="vertical" name="hr-contract" data-testid="contract-dialog">
        <Form.Item
          name="contractTypeId"
          label="Contract Type"
          rules={[{ required: true, message: M.contractTypeRequired }]}
        >
          <ReferenceSelect catalogue="contractType" />
        </Form.Item>
        <Form.Item name="effDate" label="Effective Date" rules={[{ required: true, message: M.effDateRequired }]}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="expDate"
          label="Expiry Date"
          dependencies={['effDate']}
          rules={[afterEffective(M.expiryBeforeEffective)]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="trialDate"
          label="Trial End Date"
          dependencies={['effDate', 'expDate']}
          rules={[
            afterEffective(M.trialOutsideContract),
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const expDate = dialog.form.getFieldValue('expDate') as Dayjs | undefined;
                if (value && expDate && value.isAfter(expDate, 'day')) throw new Error(M.trialOutsideContract);
              },
            },
          ]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="contractDesc" label="Description">
          <Input.TextArea rows={3} showCount maxLength={TEXTAREA_MAX} />
        </Form.Item>
        <Form.Item name="files" label="File">
          <UploadField maxCount={1} accept={UPLOAD_ACCEPT} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
