import {
  API_DATE_FORMAT,
  catalogueAddSchema,
  DATE_FORMAT,
  type TCatalogueDefinition,
  type TCatalogueField,
  type TCatalogueKey,
  TEXTAREA_MAX,
} from '@packline/domain';
import { Form, Image, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { DatePicker } from './business-date-picker.tsx';
import type { TBody, TFormMode, TFormValues } from './crud-table.tsx';
import { requiredRule, type TParser, zodRule } from './form-rules.ts';
import { NumberInput } from './number-input.tsx';
import { OptionSelect, type TOptionSelectProps } from './option-select.tsx';
import { useReferenceOptions } from './use-reference.ts';

/** The value a field carries on the wire, from what its input holds. */
export function toWireValue(field: TCatalogueField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'image': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? null : text;
    }
    case 'date':
      // The picked calendar day as such: converting through a timezone could move it by a day.
      return dayjs.isDayjs(value) && value.isValid() ? value.format(API_DATE_FORMAT) : null;
    default:
      return typeof value === 'number' ? value : null;
  }
}

/** The value the field's schema checks: text untrimmed, so blank text fails as 'required', not as 'not text'. */
function toCheckedValue(field: TCatalogueField, value: unknown): unknown {
  if (field.kind === 'text' || field.kind === 'image') return typeof value === 'string' && value !== '' ? value : null;
  return toWireValue(field, value);
}

/** What a field's input holds, from the row's wire value. */
export function toInputValue(field: TCatalogueField, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (field.kind === 'date') return typeof value === 'string' ? dayjs(value, API_DATE_FORMAT) : undefined;
  return value;
}

/** The Add / Update body of a catalogue from the form (the id is added by CrudTable on edit). */
export function toCatalogueBody(def: TCatalogueDefinition, values: TFormValues): TBody {
  const body: TBody = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (key in values) body[key] = toWireValue(field, values[key]);
  }
  if (def.userChosenId && typeof values[def.idKey] === 'number') body[def.idKey] = values[def.idKey];
  return body;
}

/** The edit form's starting values from a row. */
export function toCatalogueFormValues(def: TCatalogueDefinition, row: Record<string, unknown>): TFormValues {
  return Object.fromEntries(Object.entries(def.fields).map(([key, field]) => [key, toInputValue(field, row[key])]));
}

export function ReferenceSelect({ catalogue, ...props }: TOptionSelectProps & { catalogue: TCatalogueKey }) {
  return <OptionSelect {...props} {...useReferenceOptions(catalogue)} />;
}

/** An image given by its URL, previewed under the input. */
export function ImageUrlInput(props: { value?: string | null; onChange?: (value: string) => void; id?: string }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        id={props.id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange?.(event.target.value)}
        placeholder="https://..."
        maxLength={2000}
        allowClear
      />
      {props.value ? <Image src={props.value} width={96} alt="preview" /> : null}
    </Space>
  );
}

/** The spec's own 'required' words of a field, where it has them (else the configured validateMessages). */
const specRequiredMessage = (field: TCatalogueField) => ('messages' in field ? field.messages?.required : undefined);

function fieldInput(field: TCatalogueField): ReactNode {
  switch (field.kind) {
    case 'text':
      // spec 01 §5: text areas allow at most 300 characters and show a counter.
      return field.textarea ? (
        <Input.TextArea rows={4} showCount maxLength={Math.min(field.max ?? TEXTAREA_MAX, TEXTAREA_MAX)} />
      ) : (
        <Input maxLength={field.max} />
      );
    case 'number':
      return <NumberInput min={field.min} max={field.max} precision={field.integer ? 0 : undefined} />;
    case 'choice':
      return (
        <Select options={field.options.map(({ value, label }) => ({ value, label }))} allowClear={!field.required} />
      );
    case 'reference':
      return <ReferenceSelect catalogue={field.catalogue as TCatalogueKey} allowClear={!field.required} />;
    case 'date':
      return <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />;
    case 'image':
      return <ImageUrlInput />;
  }
}

export interface TCatalogueFormFieldsProps {
  def: TCatalogueDefinition;
  mode: TFormMode;
  /** Fields not shown because the screen sets them (e.g. the page group of its pages). */
  omit?: readonly string[];
  /** Replaces '{label} is required!' where the spec words it otherwise (spec 02 §5 Pages: 'Required'). */
  requiredMessage?: string;
}

/**
 * The Form.Items of a catalogue definition: required rules via the configured validateMessages, then the
 * field's schema from `catalogueAddSchema`, so the browser accepts exactly what Add{N} accepts.
 */
export function CatalogueFormFields({ def, mode, omit = [], requiredMessage }: TCatalogueFormFieldsProps) {
  const shape = useMemo(() => catalogueAddSchema(def).shape as Record<string, TParser>, [def]);
  const idSchema = shape[def.idKey];
  return (
    <>
      {def.userChosenId && mode === 'add' && idSchema && (
        <Form.Item name={def.idKey} label={`${def.title} Id`} rules={[zodRule(idSchema, (v) => v ?? undefined)]}>
          <NumberInput min={1} precision={0} />
        </Form.Item>
      )}
      {Object.entries(def.fields)
        .filter(([key]) => !omit.includes(key))
        .map(([key, field]) => {
          const schema = shape[key];
          return (
            <Form.Item
              key={key}
              name={key}
              label={field.label}
              validateFirst
              rules={[
                ...(field.required ? [requiredRule(requiredMessage ?? specRequiredMessage(field))] : []),
                ...(schema ? [zodRule(schema, (value) => toCheckedValue(field, value))] : []),
              ]}
            >
              {fieldInput(field)}
            </Form.Item>
          );
        })}
    </>
  );
}
