import {
  ASSESSMENT_ACTIVE,
  ASSESSMENT_NOTE_MAX,
  ASSESSMENT_STATUS,
  ASSESSMENT_STATUS_NAMES,
  assessmentTotalOf,
  employeeName,
  ASSESSMENT_MESSAGES as M,
  type TAssessment,
} from '@packline/domain';
import { Descriptions, Form, type FormInstance, Input, Select, Typography } from 'antd';
import type { TBody, TFormValues } from '../../ui/crud-table.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { useEmployeeNames } from '../employees/employees.api.ts';
import { useAssessmentStandards, useStandardDetails } from './assessments.api.ts';

// The add / edit form of an assessment (spec 02 §2 Assessment): the employee, the standard, a mark per item of the
// standard (0 to its max score), the status and a note. The total shown is the server's formula, for a preview; the
// server works it out again on save.

type TMarksField = Record<string, number | null | undefined>;

const STATUS_OPTIONS = Object.values(ASSESSMENT_STATUS).map((value) => ({
  value,
  label: ASSESSMENT_STATUS_NAMES[value],
}));

export function toAssessmentFormValues(row: TAssessment): TFormValues {
  return {
    employeeId: row.employeeId,
    acceStandardId: row.acceStandardId,
    status: row.status,
    item: row.item ?? undefined,
    marks: Object.fromEntries(row.marks.map((m) => [String(m.acceStandDetailId), m.score ?? undefined])),
  };
}

export function toAssessmentBody(values: TFormValues, accessmentPlanId: number): TBody {
  const marks = Object.entries((values.marks ?? {}) as TMarksField).map(([id, score]) => ({
    acceStandDetailId: Number(id),
    score: typeof score === 'number' ? score : null,
  }));
  const note = typeof values.item === 'string' ? values.item.trim() : '';
  return {
    accessmentPlanId,
    employeeId: values.employeeId,
    acceStandardId: values.acceStandardId,
    status: values.status,
    item: note === '' ? null : note,
    marks,
  };
}

export function AssessmentFormFields({ form, row }: { form: FormInstance; row?: TAssessment }) {
  const employees = useEmployeeNames();
  const standards = useAssessmentStandards();
  const standardId = Form.useWatch('acceStandardId', form) as number | undefined;
  const marks = (Form.useWatch('marks', form) ?? {}) as TMarksField;
  const items = useStandardDetails(standardId ?? null);

  // A new choice must be an active standard; the one an assessment was made with stays selectable.
  const standardOptions = standards.rows
    .filter((s) => s.active === ASSESSMENT_ACTIVE.Active || s.acceStandardId === row?.acceStandardId)
    .map((s) => ({ value: s.acceStandardId, label: s.name }));
  const employeeOptions = (employees.data ?? []).map((e) => ({ value: e.employeeId, label: employeeName(e) }));
  const total = assessmentTotalOf(items.rows.map((d) => ({ ...d, score: marks[String(d.acceStandDetailId)] ?? null })));

  return (
    <>
      <Form.Item name="employeeId" label="Employee" rules={[{ required: true, message: M.employeeRequired }]}>
        <Select showSearch optionFilterProp="label" options={employeeOptions} data-testid="assessment-employee" />
      </Form.Item>
      <Form.Item name="acceStandardId" label="Standard" rules={[{ required: true, message: M.standardRequired }]}>
        <Select
          options={standardOptions}
          onChange={() => form.setFieldValue('marks', {})}
          data-testid="assessment-standard"
        />
      </Form.Item>
      {standardId !== undefined && (
        <Descriptions size="small" bordered column={1} title="Marks" style={{ marginBottom: 16 }}>
          {items.rows.map((d) => (
            <Descriptions.Item key={d.acceStandDetailId} label={`${d.item} (weight ${d.weight}, max ${d.max})`}>
              <Form.Item
                name={['marks', String(d.acceStandDetailId)]}
                style={{ margin: 0 }}
                rules={[{ type: 'number', min: 0, max: d.max, message: M.scoreAboveMax(d.item, d.max) }]}
              >
                <NumberInput min={0} max={d.max} data-testid="assessment-mark" />
              </Form.Item>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {standardId !== undefined && (
        <Typography.Paragraph data-testid="assessment-total-preview">
          Total Marks: {total.totalMarks} / {total.maxMarks}
        </Typography.Paragraph>
      )}
      <Form.Item name="status" label="Status">
        <Select options={STATUS_OPTIONS} data-testid="assessment-status" />
      </Form.Item>
      <Form.Item name="item" label="Note">
        <Input.TextArea rows={3} showCount maxLength={ASSESSMENT_NOTE_MAX} />
      </Form.Item>
    </>
  );
}
