import { API_DATE_FORMAT, DATE_FORMAT, formatCount, LABEL_MESSAGES, STICKER_MAX, type TPallet } from '@packline/domain';
import { Button, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Key, useEffect, useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { businessToday, DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { numberRules } from '../../ui/form-rules.ts';
import { ListDialog, type TListDialogProps } from '../../ui/list-dialog.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { ProductSelect } from '../catalogue/product-selects.tsx';
import { useProductDetail } from '../catalogue/products.api.ts';
import { downloadBoxLabels, downloadPalletLabels, useGenerateBoxes } from '../labels/labels.api.ts';
import { usePalletPage } from '../pallets/temp-zones.api.ts';

// The print dialogs of Warehouse Management (spec 02 §2, §5, §9; issue 14 Labels): Print Barcode makes 1–500 labelled
// boxes of a product and downloads their labels; Print Pallet Labels downloads the labels of the pallets picked.

interface TPrintBarcodeForm {
  productId?: number | null;
  QtyPerPack?: number | null;
  boxQty?: number | null;
  barcodeDate?: Dayjs | null;
}

/** Print Barcode: count, qty per package and product are all needed ('Please fill Count, Qty Per Package and Product.'). */
export function PrintBarcodeDialog(props: { open: boolean; onClose: () => void }) {
  const generate = useGenerateBoxes();
  const dialog = useFormDialog<TPrintBarcodeForm>({
    open: props.open,
    onClose: props.onClose,
    initialValues: { boxQty: 1, barcodeDate: businessToday() },
    saveText: 'Print',
    saveTestId: 'print-barcode-save',
    onSave: async ({ productId, QtyPerPack, boxQty, barcodeDate }) => {
      if (!productId || !QtyPerPack || !boxQty) {
        showErrorDialog(LABEL_MESSAGES.fillSticker, null);
        return false;
      }
      const boxes = await generate.mutateAsync({
        productId,
        QtyPerPack,
        boxQty,
        barcodeDate: barcodeDate?.format(API_DATE_FORMAT),
      });
      // The boxes are made: a failed download (its Error! shown) must not invite a second Print that makes more.
      await downloadBoxLabels(boxes).catch(() => undefined);
    },
  });
  // Picking a product fills Qty Per Package with its packaging's pieces a carton (still editable).
  const productId = Form.useWatch('productId', dialog.form) ?? null;
  const packQuantity = useProductDetail(productId).data?.packagingType?.quantity;
  useEffect(() => {
    if (productId !== null && packQuantity) dialog.form.setFieldValue('QtyPerPack', packQuantity);
  }, [productId, packQuantity, dialog.form]);
  return (
    <Modal {...dialog.modalProps} title="Print Barcode">
      <Form {...dialog.formProps} layout="vertical" name="print-barcode" preserve={false}>
        <Form.Item name="productId" label="Product">
          <ProductSelect allowClear />
        </Form.Item>
        <Form.Item name="QtyPerPack" label="Qty Per Package" rules={numberRules({ min: 1, precision: 0 })}>
          <NumberInput precision={0} data-testid="print-barcode-qty" />
        </Form.Item>
        <Form.Item
          name="boxQty"
          label="Count"
          rules={numberRules({ min: 1, max: STICKER_MAX, precision: 0, message: LABEL_MESSAGES.stickerCountRange })}
        >
          <NumberInput precision={0} data-testid="print-barcode-count" />
        </Form.Item>
        <Form.Item name="barcodeDate" label="Barcode Date">
          <DatePicker format={DATE_FORMAT} allowClear={false} data-testid="print-barcode-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const PALLET_COLUMNS: TCrudColumn<TPallet>[] = [
  { key: 'plateCode', dataIndex: 'plateCode', title: 'Pallet Code', sortField: 'plateCode' },
  { key: 'plateType', dataIndex: ['plateType', 'plateTypeName'], title: 'Pallet Type', sortField: 'plateTypeId' },
  { key: 'position', dataIndex: 'position', title: 'Where', sortField: 'position' },
  {
    key: 'boxCount',
    dataIndex: 'boxCount',
    title: 'Boxes',
    align: 'right',
    sortField: 'boxCount',
    render: formatCount,
  },
];
const ALL_PALLETS = {};

/** Print Pallet Labels: pick pallets (on any page) and download one label each. */
export function PalletLabelsDialog(props: TListDialogProps) {
  const pallets = usePalletPage(ALL_PALLETS);
  const [selected, setSelected] = useState<TPallet[]>([]);
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await downloadPalletLabels(selected);
    } catch {
      // The Error! dialog shows why ('Only temporary plate can be printed.').
    } finally {
      setPrinting(false);
    }
  };
  return (
    <ListDialog {...props} title="Print Pallet Labels">
      <CrudTable<TPallet>
        {...pallets.tableProps}
        searchProps={pallets.searchProps}
        rowKey="plateId"
        columns={PALLET_COLUMNS}
        testId="pallet-labels"
        rowSelection={{
          selectedRowKeys: selected.map((p) => p.plateId),
          preserveSelectedRowKeys: true,
          onChange: (_keys: Key[], rows: TPallet[]) => setSelected(rows.filter(Boolean)),
        }}
        toolbar={
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={printing}
            onClick={print}
            data-testid="pallet-labels-print"
          >
            Print Labels ({selected.length})
          </Button>
        }
      />
    </ListDialog>
  );
}
