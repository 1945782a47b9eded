import { Button, Empty, Form, Modal, Tabs } from 'antd';
import { useAreYouSure } from '../../ui/confirm.ts';
import { requiredRule } from '../../ui/form-rules.ts';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { ProductSelect } from '../catalogue/product-selects.tsx';
import { useAddMonitorProducts, useMonitorGroups } from './monitoring.api.ts';
import { StockMonitorTable } from './stock-monitor-table.tsx';

// spec 02 §2 Inventory Monitoring: one tab per active monitor group, each the stock monitor of the group's products
// (GetMonitor?type=); Add Product puts a product into the tab's group, Remove takes one out (type 0, spec 02 §4).

function GroupProducts({ type }: { type: number }) {
  const add = useAddMonitorProducts();
  const areYouSure = useAreYouSure();
  const dialog = useFormDialog<{ productId?: number }>({
    onSave: (values) => add.mutateAsync([{ productId: Number(values.productId), type }]),
  });
  return (
    <>
      <StockMonitorTable
        type={type}
        testId={`monitor-group-${type}`}
        toolbar={
          <Button type="primary" onClick={() => dialog.show()} data-testid="monitor-add-product">
            Add Product
          </Button>
        }
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              areYouSure(
                () => add.mutateAsync([{ productId: row.productId, type: 0 }]),
                `${row.productCode} leaves this monitor group.`,
              )
            }
            data-testid="monitor-remove-product"
          >
            Remove
          </Button>
        )}
      />
      <Modal {...dialog.modalProps} title="Add Product">
        <Form {...dialog.formProps} layout="vertical">
          <Form.Item name="productId" label="Product" rules={[requiredRule('Please choose a product.')]}>
            <ProductSelect />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export default function MonitorProductPage() {
  const groups = useMonitorGroups();
  const active = (groups.data ?? []).filter((g) => g.active === 1).sort((a, b) => Number(a.type) - Number(b.type));
  return (
    <>
      <PageTitleOf url="/monitor-product" />
      {active.length ? (
        <Tabs
          destroyOnHidden
          items={active.map((group) => ({
            key: String(group.monitorProductGroupId),
            label: String(group.name),
            children: <GroupProducts type={Number(group.type)} />,
          }))}
        />
      ) : (
        <Empty
          description={groups.isLoading ? 'Loading…' : 'No active monitor group: add one in Monitor Product Groups.'}
        />
      )}
    </>
  );
}
