import {
  canConfirmApplication,
  canReceiveApplication,
  RAW_MATERIAL_APPLICATION_MESSAGES as MESSAGES,
  type TRawMaterialApplication,
  ZAddRawMaterialApplication,
} from '@packline/domain';
import { Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { CrudTable, type TFormValues } from '../../ui/crud-table.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { ApplicationStateFilter, applicationAction, applicationColumns } from './raw-material-application-columns.tsx';
import {
  useAddApplication,
  useApplicationOptions,
  useApplicationPage,
  useApplications,
  useReceiveRawMaterial,
} from './raw-material-applications.api.ts';

// spec 02 §2 Raw Material Application: production's applications for raw material (KG), New application, and a Process
// per row once the warehouse has picked it (spec 02 §4: blocked if not picked or already complete).

const shape = ZAddRawMaterialApplication.shape;

/** Apply employee, raw material and quantity (number >= 0), spec 02 §5. */
function ApplicationFormFields() {
  const options = useApplicationOptions();
  return (
    <>
      <Form.Item name="applyEmployeeId" label="Apply Employee" rules={[requiredRule(MESSAGES.applyEmployeeRequired)]}>
        <OptionSelect options={options.employeeOptions} loading={options.loading} />
      </Form.Item>
      <Form.Item name="rawMaterialId" label="Raw Material" rules={[requiredRule(MESSAGES.rawMaterialRequired)]}>
        <OptionSelect options={options.rawMaterialOptions} loading={options.loading} />
      </Form.Item>
      <Form.Item
        name="applyQuantity"
        label="Quantity (KG)"
        validateFirst
        rules={[requiredRule(MESSAGES.quantityRequired), zodRule(shape.applyQuantity)]}
      >
        <NumberInput min={0} data-testid="apply-quantity" />
      </Form.Item>
    </>
  );
}

const toBody = (values: TFormValues) => ({
  applyEmployeeId: Number(values.applyEmployeeId),
  rawMaterialId: Number(values.rawMaterialId),
  applyQuantity: Number(values.applyQuantity),
});

function NewApplicationButton() {
  const add = useAddApplication();
  const dialog = useFormDialog<TFormValues>({ onSave: (values) => add.mutateAsync(toBody(values)) });
  return (
    <>
      <Button type="primary" onClick={() => dialog.show()} data-testid="new-application">
        New application
      </Button>
      <Modal {...dialog.modalProps} title="New application">
        <Form {...dialog.formProps} layout="vertical">
          <ApplicationFormFields />
        </Form>
      </Modal>
    </>
  );
}

/** Process: production receives the picked raw material (the quantity received, KG). */
function ReceiveDialog({ row, onClose }: { row: TRawMaterialApplication | null; onClose: () => void }) {
  const receive = useReceiveRawMaterial();
  const dialog = useFormDialog<{ quantity: number }>({
    open: row !== null,
    onClose,
    saveText: 'Process',
    initialValues: { quantity: row?.pickedQuantity ?? 0 },
    onSave: (values) =>
      receive.mutateAsync({ rawMaterialApplicationId: row?.applicationId ?? 0, quantity: Number(values.quantity) }),
  });
  return (
    <Modal {...dialog.modalProps} title="Process">
      <Form {...dialog.formProps} layout="vertical">
        <Form.Item
          name="quantity"
          label="Received Quantity (KG)"
          validateFirst
          rules={[requiredRule(MESSAGES.quantityRequired), zodRule(shape.applyQuantity)]}
        >
          <NumberInput min={0} data-testid="received-quantity" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function RawMaterialApplicationPage() {
  const [state, setState] = useState<number | undefined>(undefined);
  const page = useApplicationPage({ state });
  const applications = useApplications();
  const [receiving, setReceiving] = useState<TRawMaterialApplication | null>(null);
  return (
    <>
      <PageTitle>Raw Material Application</PageTitle>
      <CrudTable<TRawMaterialApplication>
        {...applications.editProps}
        {...page.tableProps}
        rowKey="applicationId"
        searchProps={page.searchProps}
        columns={applicationColumns}
        entityName="Application"
        renderForm={() => <ApplicationFormFields />}
        toBody={(values, { row }) => ({ ...toBody(values), applicationId: row?.applicationId })}
        rowEditable={(row) => (canConfirmApplication(row) ? true : MESSAGES.completedNotEditable)}
        toolbar={
          <Space wrap>
            <NewApplicationButton />
            <ApplicationStateFilter value={state} onChange={setState} />
          </Space>
        }
        rowActions={applicationAction({
          label: 'Process',
          testId: 'application-process',
          allowed: canReceiveApplication,
          blocked: MESSAGES.notConfirmedOrCompleted,
          onClick: setReceiving,
        })}
      />
      <ReceiveDialog row={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
