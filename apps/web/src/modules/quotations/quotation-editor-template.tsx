import { Form, Input, Modal, Select } from 'antd';
import { requiredRule } from '../../ui/form-rules.ts';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useQuotationTemplates } from './quotations.api.ts';

// Templates (spec 02 §4): a quotation saved under a name, and the pick of one for a new quotation.

/** Asks the name a quotation is saved to template under; `onSave` answers whether it was saved. */
export function TemplateNameDialog(props: {
  open: boolean;
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const dialog = useFormDialog<{ templateName: string }>({
    open: props.open,
    onClose: props.onClose,
    onSave: (values) => props.onSave(values.templateName.trim()),
  });
  return (
    <Modal {...dialog.modalProps} title="Save to template">
      <Form {...dialog.formProps} layout="vertical" name="quotation-template-name">
        <Form.Item name="templateName" label="Template Name" rules={[requiredRule(), { whitespace: true }]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** New from template: the templates to copy lines, options and comments from. */
export function TemplateSelect(props: { value?: number; onChange: (templateId: number) => void }) {
  const templates = useQuotationTemplates();
  const options = (templates.data ?? []).map((template) => ({
    value: template.quotationId,
    label: template.templateName ? `${template.templateName} (${template.quotationNo})` : template.quotationNo,
  }));
  return (
    <Form.Item label="Template" required>
      <Select<number>
        value={props.value}
        onChange={props.onChange}
        options={options}
        loading={templates.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select a template"
        data-testid="quotation-template"
      />
    </Form.Item>
  );
}
