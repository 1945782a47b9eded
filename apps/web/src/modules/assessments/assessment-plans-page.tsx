import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  ASSESSMENT_STATUS,
  ASSESSMENT_STATUS_NAMES,
  employeeName,
  ASSESSMENT_MESSAGES as M,
  type TAssessment,
  type TAssessmentPlan,
} from '@packline/domain';
import { Button, Form, Input, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { ACTIVE_ADD_VALUES, ActiveSwitchField, activeColumn } from './active-switch.tsx';
import { AssessmentFormFields, toAssessmentBody, toAssessmentFormValues } from './assessment-form-fields.tsx';
import { useAssessmentPlans, usePlanAssessments } from './assessments.api.ts';

// spec 02 §2 Assessment Plans (/assessment-plan) and Assessment (/assessment): the plan list (name, created DD/MM/YYYY,
// status; Assess Now!, Edit, Delete with 'Are you sure?'; a new plan's Active switch is on), and Assess Now! toggles
// to the chosen plan's assessments (?planId=, so the view survives a reload) with Back to plan.

const PLAN_COLUMNS: TCrudColumn<TAssessmentPlan>[] = [
  { key: 'notes', dataIndex: 'notes', title: 'Name' },
  dateColumn<TAssessmentPlan>('createdAt', 'Created At', (row) => row.createdAt),
  activeColumn<TAssessmentPlan>(),
  { key: 'assessmentCount', dataIndex: 'assessmentCount', title: 'Assessments' },
];

const ASSESSMENT_ADD_VALUES = { status: ASSESSMENT_STATUS.Draft, marks: {} };

const fullName = (row: TAssessment) => employeeName(row.employee);
const statusName = (row: TAssessment) => ASSESSMENT_STATUS_NAMES[row.status] ?? '';
const ASSESSMENT_COLUMNS: TCrudColumn<TAssessment>[] = [
  { key: 'employee', title: 'Employee', searchText: fullName, render: (_v, row) => fullName(row) },
  {
    key: 'standard',
    title: 'Standard',
    searchText: (row) => row.acceStandard.name,
    render: (_v, row) => row.acceStandard.name,
  },
  {
    key: 'totalMarks',
    title: 'Total Marks',
    render: (_v, row) => `${row.totalMarks} / ${row.maxMarks}`,
    sorter: (a, b) => a.totalMarks - b.totalMarks,
  },
  { key: 'status', title: 'Status', searchText: statusName, render: (_v, row) => statusName(row) },
  { key: 'item', dataIndex: 'item', title: 'Note' },
];

function PlanAssessments({ plan, onBack }: { plan: TAssessmentPlan; onBack: () => void }) {
  const assessments = usePlanAssessments(plan.accessmentPlanId);
  return (
    <>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingLeft: 0 }} data-testid="back">
        Back to plan
      </Button>
      <Typography.Title level={4} data-testid="plan-name">
        {plan.notes}
      </Typography.Title>
      <CrudTable<TAssessment>
        {...assessments.tableProps}
        testId="assessments"
        columns={ASSESSMENT_COLUMNS}
        entityName="Assessment"
        formWidth={900}
        addValues={ASSESSMENT_ADD_VALUES}
        toFormValues={toAssessmentFormValues}
        toBody={(values) => toAssessmentBody(values, plan.accessmentPlanId)}
        renderForm={({ form, row }) => <AssessmentFormFields form={form} row={row} />}
      />
    </>
  );
}

export default function AssessmentPlansPage() {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const plans = useAssessmentPlans();
  const planId = Number(search.get('planId'));
  const chosen = plans.rows.find((p) => p.accessmentPlanId === planId);
  const choose = (id: number | null) => setSearch(id === null ? {} : { planId: String(id) });

  return (
    <>
      <PageTitleOf url={pathname.toLowerCase().startsWith('/assessment-plan') ? '/assessment-plan' : '/assessment'} />
      {chosen ? (
        <PlanAssessments plan={chosen} onBack={() => choose(null)} />
      ) : (
        <CrudTable<TAssessmentPlan>
          {...plans.tableProps}
          testId="plans"
          columns={PLAN_COLUMNS}
          entityName="Plan"
          formWidth={800}
          addValues={ACTIVE_ADD_VALUES}
          toBody={(values) => ({ notes: values.notes, active: values.active })}
          renderForm={() => (
            <>
              <Form.Item
                name="notes"
                label="Name"
                rules={[{ required: true, whitespace: true, message: M.planNameRequired }]}
              >
                <Input maxLength={100} data-testid="plan-name-input" />
              </Form.Item>
              <ActiveSwitchField />
            </>
          )}
          rowActions={(plan) => (
            <Button type="link" size="small" onClick={() => choose(plan.accessmentPlanId)} data-testid="assess-now">
              Assess Now!
            </Button>
          )}
        />
      )}
    </>
  );
}
