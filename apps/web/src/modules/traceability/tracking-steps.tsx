import {
  formatCount,
  SUBORDER_STATUS_COLOURS,
  SUBORDER_STATUS_NAMES,
  shownWorkOrderStatus,
  type TWorkOrderStep,
  workOrderStatusName,
} from '@packline/domain';
import { Space, Tag, Tooltip } from 'antd';

// The steps of a work order as the tracking screens show them: one tag per step in sequence, coloured by its state,
// naming the action and the machine; the tooltip gives the quantities.

export function WorkOrderSteps({ steps }: { steps: readonly TWorkOrderStep[] }) {
  if (steps.length === 0) return <Tag>No suborders</Tag>;
  return (
    <Space size={4} wrap data-testid="work-order-steps">
      {steps.map((step) => (
        <Tooltip
          key={step.suborderId}
          title={`Asked ${formatCount(step.orginalQuantity)} · received ${step.receivedQuantity === null ? '—' : formatCount(step.receivedQuantity)} · made ${formatCount(step.completedQuantity)}`}
        >
          <Tag color={SUBORDER_STATUS_COLOURS[step.suborderStatusId]}>
            {step.sequenceNo}. {step.actionDto.actionName}
            {step.machineName ? ` (${step.machineName})` : ''}: {SUBORDER_STATUS_NAMES[step.suborderStatusId]}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

const WORK_ORDER_COLOURS: Record<number, string> = { [-1]: 'blue', 1: 'green', 10: 'default', 0: 'red' };

/** A work order's status tag (2 shown as Approved). */
export function WorkOrderStatusTag({ statusId }: { statusId: number }) {
  const shown = shownWorkOrderStatus(statusId);
  return <Tag color={WORK_ORDER_COLOURS[shown]}>{workOrderStatusName(shown)}</Tag>;
}
