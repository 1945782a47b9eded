import { ASSESSMENT_MESSAGES as M, type TAssessmentStandard } from '@packline/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { ACTIVE_ADD_VALUES, ActiveSwitchField, activeColumn } from './active-switch.tsx';
import { useAssessmentStandards } from './assessments.api.ts';
import { StandardDetailsDialog } from './standard-details-dialog.tsx';

// spec 02 §2 Assessment Standards (/assessment-items): the standards with their status; Standard Details, Edit, Delete;
// Create new standard (name required, the Active switch on).

const COLUMNS: TCrudColumn<TAssessmentStandard>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name' },
  activeColumn<TAssessmentStandard>(),
  dateColumn<TAssessmentStandard>('createdAt', 'Created At', (row) => row.createdAt),
];

export default function AssessmentStandardsPage() {
  const standards = useAssessmentStandards();
  const [open, setOpen] = useState<TAssessmentStandard | null>(null);
  return (
    <>
      <PageTitle>Assessment Standards</PageTitle>
      <CrudTable<TAssessmentStandard>
        {...standards.tableProps}
        columns={COLUMNS}
        entityName="Standard"
        formWidth={800}
        addValues={ACTIVE_ADD_VALUES}
        renderForm={() => (
          <>
            <Form.Item
              name="name"
              label="Name"
              rules={[{ required: true, whitespace: true, message: M.standardNameRequired }]}
            >
              <Input maxLength={100} data-testid="standard-name" />
            </Form.Item>
            <ActiveSwitchField />
          </>
        )}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)} data-testid="standard-details">
            Standard Details
          </Button>
        )}
      />
      {open && <StandardDetailsDialog standard={open} onClose={() => setOpen(null)} />}
    </>
  );
}
