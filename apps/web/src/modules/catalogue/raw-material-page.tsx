import { SearchOutlined } from '@ant-design/icons';
import { type TRawMaterial, YES_NO, ZAddRawMaterial, ZRawMaterial } from '@packline/domain';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useArchiveDelete } from '../../ui/archive-delete-dialog.tsx';
import { CrudTable, type TCrudFormContext } from '../../ui/crud-table.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { FILTER_DEBOUNCE_MS } from '../../ui/table-defaults.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { RAW_MATERIAL_DELETE_PATH, useRawMaterials } from './raw-material.api.ts';
import { inHouse, rawMaterialColumns } from './raw-material-columns.tsx';

const shape = ZAddRawMaterial.shape;

function RawMaterialFormFields({ mode, row }: TCrudFormContext<TRawMaterial>) {
  // spec 02 §5: code, name and alarm limit of a material made in-house are not editable.
  const locked = mode === 'edit' && row !== undefined && inHouse(row);
  return (
    <>
      <Form.Item
        name="rawMaterialCode"
        label="Raw Material Code"
        validateFirst
        rules={[requiredRule(), zodRule(shape.rawMaterialCode)]}
      >
        <Input disabled={locked} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="rawMaterialName"
        label="Raw Material Name"
        validateFirst
        rules={[requiredRule(), zodRule(shape.rawMaterialName)]}
      >
        <Input disabled={locked} maxLength={200} />
      </Form.Item>
      <Form.Item name="alarmLimit" label="Alarm Limit">
        <NumberInput min={0} disabled={locked} />
      </Form.Item>
      <Form.Item name="manufactured" label="Manufactured In-house" rules={[requiredRule()]}>
        <Select options={YES_NO.map((o) => ({ ...o }))} />
      </Form.Item>
    </>
  );
}

/** spec 02 §2 Raw Material: the management table; delete asks who and why and moves the row to the archive. */
export default function RawMaterialPage() {
  const [codeInput, setCodeInput] = useState('');
  const code = useDebouncedValue(codeInput.trim(), FILTER_DEBOUNCE_MS);
  const materials = useRawMaterials(code);
  const archive = useArchiveDelete<TRawMaterial>({
    deletePath: RAW_MATERIAL_DELETE_PATH,
    reply: ZRawMaterial,
    idKey: 'rawMaterialId',
    title: 'Delete Raw Material',
  });
  return (
    <>
      <PageTitle>Raw Material</PageTitle>
      <CrudTable<TRawMaterial>
        {...materials.tableProps}
        onDelete={archive.onDelete}
        columns={rawMaterialColumns}
        entityName="Raw Material"
        addValues={{ manufactured: 0 }}
        toBody={(values) => ({ ...values, alarmLimit: values.alarmLimit ?? null })}
        renderForm={(context) => <RawMaterialFormFields {...context} />}
        toolbar={
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Code (ignores - and case)"
            value={codeInput}
            onChange={(event) => setCodeInput(event.target.value)}
            style={{ width: 240 }}
            data-testid="raw-material-code-search"
          />
        }
      />
      {archive.dialog}
    </>
  );
}
