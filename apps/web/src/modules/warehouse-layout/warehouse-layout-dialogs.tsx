import {
  LAYOUT_MESSAGES,
  NEW_SHELF_DEFAULTS,
  SHELF_MAX_COLS,
  SHELF_MAX_ROWS,
  TEMPORARY_PALLETS,
  type TZone,
  ZONE_MAX_SHELVES,
  ZPalletCount,
  zoneEditImpact,
  zoneEditWarning,
  zoneLayoutOf,
  zoneLetterOfNumber,
} from '@packline/domain';
import { Alert, App, Button, Checkbox, Form, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { ask } from '../../ui/confirm.ts';
import { numberPrecisionRule, requiredRule, zodRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { downloadPalletLabels } from '../labels/labels.api.ts';
import { findPalletByCode, useAddTemporaryPallets } from '../pallets/temp-zones.api.ts';
import { useSaveShelf, useUpdateShelfZone } from '../pallets/warehouse-map.api.ts';

// The dialogs of Warehouse Management (spec 02 §2, §9): Edit Zone (the zone's own layout; a new zone 20 shelves of
// 7 × 2), Add Shelf
// (3 × 2 by default), and Pallet Management (1–19 temporary pallets, type 3 by default, type 1 not offered).

/** Zone letters A–Z without E (spec 02 §9: no zone for E). */
const ZONE_LETTERS = Array.from({ length: 25 }, (_, i) => zoneLetterOfNumber(i + 1));

const gridRules = (max: number) => [requiredRule(), { type: 'number' as const, min: 1, max }, numberPrecisionRule(0)];

interface TZoneForm {
  ZoneCode: string;
  NumOfShelves: number;
  totalRows: number;
  totalCols: number;
}

export function ZoneDialog(props: { open: boolean; zoneCode?: string; zones: readonly TZone[]; onClose: () => void }) {
  const update = useUpdateShelfZone();
  const { modal } = App.useApp();
  const shelvesOf = (zoneCode?: string) => props.zones.find((z) => z.zoneCode === zoneCode)?.shelves ?? [];
  const dialog = useFormDialog<TZoneForm>({
    open: props.open,
    onClose: props.onClose,
    initialValues: { ZoneCode: props.zoneCode, ...zoneLayoutOf(shelvesOf(props.zoneCode)) },
    onSave: async (values) => {
      // A change that removes or reshapes shelves says what it touches and asks first (issue 30 §5).
      const warning = zoneEditWarning(values.ZoneCode, zoneEditImpact(shelvesOf(values.ZoneCode), values), values);
      if (warning && !(await ask(modal, 'Are you sure?', warning))) return false;
      return update.mutateAsync(values);
    },
    saveTestId: 'zone-save',
  });
  return (
    <Modal {...dialog.modalProps} title="Edit Zone">
      <Form
        {...dialog.formProps}
        layout="vertical"
        name="zone-edit"
        preserve={false}
        onValuesChange={(changed) => {
          // Another zone opens with its own layout.
          if ('ZoneCode' in changed) dialog.form.setFieldsValue(zoneLayoutOf(shelvesOf(changed.ZoneCode)));
        }}
      >
        <Form.Item name="ZoneCode" label="Zone" rules={[requiredRule()]}>
          <Select options={ZONE_LETTERS.map((letter) => ({ value: letter, label: letter }))} data-testid="zone-code" />
        </Form.Item>
        <Form.Item name="NumOfShelves" label="Number of shelves" rules={gridRules(ZONE_MAX_SHELVES)}>
          <NumberInput precision={0} data-testid="zone-shelves" />
        </Form.Item>
        <ShelfGridFields />
      </Form>
    </Modal>
  );
}

/** A shelf's cell grid (rows × columns): the zone edit and the shelf dialog both set it. */
function ShelfGridFields() {
  return (
    <>
      <Form.Item name="totalRows" label="Rows" rules={gridRules(SHELF_MAX_ROWS)}>
        <NumberInput precision={0} />
      </Form.Item>
      <Form.Item name="totalCols" label="Columns" rules={gridRules(SHELF_MAX_COLS)}>
        <NumberInput precision={0} />
      </Form.Item>
    </>
  );
}

interface TShelfForm {
  position: number;
  totalRows: number;
  totalCols: number;
}

/** Add Shelf (no shelf given) or Edit Shelf: the code follows the zone letter and the position. */
export function ShelfDialog(props: {
  open: boolean;
  zoneId: number;
  shelf?: { shelfId: number; position: number; totalRows: number; totalCols: number };
  nextPosition: number;
  onClose: () => void;
}) {
  const save = useSaveShelf();
  const dialog = useFormDialog<TShelfForm>({
    open: props.open,
    onClose: props.onClose,
    initialValues: props.shelf ?? { position: props.nextPosition, ...NEW_SHELF_DEFAULTS },
    onSave: (values) => save.mutateAsync({ ...values, zoneId: props.zoneId, shelfId: props.shelf?.shelfId }),
    saveTestId: 'shelf-save',
  });
  return (
    <Modal {...dialog.modalProps} title={props.shelf ? 'Edit Shelf' : 'Add Shelf'}>
      <Form {...dialog.formProps} layout="vertical" name="shelf-edit" preserve={false}>
        <Form.Item name="position" label="Position" rules={gridRules(ZONE_MAX_SHELVES)}>
          <NumberInput precision={0} />
        </Form.Item>
        <ShelfGridFields />
      </Form>
    </Modal>
  );
}

interface TPalletForm {
  plateTypeId: number;
  qty: number;
  packaging: boolean;
}

/** Print their labels: the new pallets (the create call answers only their codes) through the pallet label call. */
function PrintNewPalletLabels({ codes }: { codes: string[] }) {
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await downloadPalletLabels(await Promise.all(codes.map(findPalletByCode)));
    } catch {
      // The Error! dialog shows why.
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Button size="small" type="primary" loading={printing} onClick={print} data-testid="pallet-codes-print">
      Print their labels
    </Button>
  );
}

/** Pallet Management: creates temporary pallets, shows the new codes and offers to print their labels. */
export function PalletManagementDialog(props: { open: boolean; onClose: () => void }) {
  const add = useAddTemporaryPallets();
  const [codes, setCodes] = useState<string[]>([]);
  const types = useReferenceOptions('plateType');
  const offered = types.options.filter((o) => o.value !== TEMPORARY_PALLETS.excludedPlateTypeId);
  const dialog = useFormDialog<TPalletForm>({
    open: props.open,
    onClose: () => {
      setCodes([]);
      props.onClose();
    },
    initialValues: {
      plateTypeId: TEMPORARY_PALLETS.defaultPlateTypeId,
      qty: TEMPORARY_PALLETS.defaultCount,
      packaging: false,
    },
    saveText: 'Create',
    saveTestId: 'pallet-create',
    onSave: async (values) => {
      const created = await add.mutateAsync({
        plateTypeId: values.plateTypeId,
        qty: values.qty,
        packagingFlag: values.packaging ? 1 : 0,
      });
      setCodes(created);
      return false;
    },
  });
  return (
    <Modal {...dialog.modalProps} title="Pallet Management">
      <Form {...dialog.formProps} layout="vertical" name="pallet-management" preserve={false}>
        <Form.Item name="plateTypeId" label="Pallet Type" rules={[requiredRule()]}>
          <Select options={offered} loading={types.loading} data-testid="pallet-type" />
        </Form.Item>
        <Form.Item
          name="qty"
          label="Count"
          validateFirst
          rules={[{ required: true, message: LAYOUT_MESSAGES.palletCountPositive }, zodRule(ZPalletCount)]}
        >
          <NumberInput data-testid="pallet-count" />
        </Form.Item>
        <Form.Item name="packaging" valuePropName="checked">
          <Checkbox>Packaging pallet</Checkbox>
        </Form.Item>
      </Form>
      {codes.length > 0 && (
        <Alert
          type="success"
          message="Pallets created"
          data-testid="pallet-codes"
          description={codes.map((code) => <Tag key={code}>{code}</Tag>)}
          action={<PrintNewPalletLabels codes={codes} />}
        />
      )}
    </Modal>
  );
}
