import { PERMISSION, QUOTATION_DRAFT, QUOTATION_MESSAGES, type TQuotation } from '@packline/domain';
import { Alert, Button, Form, type FormInstance, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useOpeningKey, WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { QuotationApproveDialog } from './quotation-approve-dialog.tsx';
import { useQuotationActions } from './quotation-editor-actions.ts';
import { QuotationHeaderFields, QuotationOptionsField } from './quotation-editor-header.tsx';
import { useLineLookups, useLineRecompute } from './quotation-editor-lines.ts';
import { TemplateNameDialog, TemplateSelect } from './quotation-editor-template.tsx';
import {
  copyTemplate,
  draftOnSave,
  newQuotationValues,
  quotationFormValues,
  type TLineValues,
  type TQuotationFormValues,
} from './quotation-form.ts';
import { QuotationItemsTable } from './quotation-items-table.tsx';
import { useQuotation } from './quotations.api.ts';

// The quotation dialog (spec 02 §2): Quotation Edit / New Quotation / Contract Price, and new from template.

/** normal: a quotation; bulk: a bulk draft (draft 2); contract: a price contract (isFinal); template: new from template. */
export type TQuotationDialogMode = 'normal' | 'bulk' | 'contract' | 'template';

export interface TQuotationDialogProps {
  open: boolean;
  mode: TQuotationDialogMode;
  /** The quotation to open; absent for a new one. */
  quotationId?: number;
  /** The customer a new quotation is for (the per-customer view preselects it). */
  customerId?: number;
  onClose: () => void;
}

function dialogTitle(mode: TQuotationDialogMode, quotationId: number | undefined): string {
  if (mode === 'contract') return 'Contract Price';
  return quotationId && mode !== 'template' ? 'Quotation Edit' : 'New Quotation';
}

/** Replaces the whole form: a list set over a longer one would keep the longer one's extra lines. */
function fill(form: FormInstance<TQuotationFormValues>, values: TQuotationFormValues) {
  form.resetFields();
  form.setFieldsValue(values);
}

/** Each opening starts a fresh editor (its own form, saved id and questions); closing keeps it while it animates. */
export function QuotationDialog(props: TQuotationDialogProps) {
  return <QuotationEditor key={useOpeningKey(props.open)} {...props} />;
}

function QuotationEditor(props: TQuotationDialogProps) {
  const { mode } = props;
  const session = useSession();
  const staff = session?.kind === 'staff' ? session : null;
  const [form] = Form.useForm<TQuotationFormValues>();
  const [quotationId, setQuotationId] = useState(mode === 'template' ? undefined : props.quotationId);
  const quotation = useQuotation(quotationId);
  const [templateId, setTemplateId] = useState<number>();
  const template = useQuotation(mode === 'template' ? templateId : undefined);
  const customerId = Form.useWatch('customerId', form) as number | undefined;
  const lines = (Form.useWatch('quotationItem', { form, preserve: true }) ?? []) as TLineValues[];
  const lookups = useLineLookups(customerId);
  const recompute = useLineRecompute(form);
  const dirty = useRef(false);
  const [templateNameOpen, setTemplateNameOpen] = useState(false);
  const [approveOpen, setApproveOpen] = useState(false);

  const adopt = (saved: TQuotation) => {
    dirty.current = false;
    setQuotationId(saved.quotationId);
    fill(form, quotationFormValues(saved));
  };
  const actions = useQuotationActions({
    form,
    lookups,
    flush: recompute.flush,
    quotationId,
    target: { draft: mode === 'bulk' ? 2 : draftOnSave(quotation.data), isFinal: mode === 'contract' ? 1 : 0 },
    onSaved: adopt,
  });

  // The saved quotation fills the form when it arrives or changes on the server, unless the user is editing it.
  useEffect(() => {
    if (quotation.data && !dirty.current) fill(form, quotationFormValues(quotation.data));
  }, [quotation.data, form]);

  // New from template: the picked template's lines, options and comments, for the customer the user picks.
  useEffect(() => {
    if (!template.data) return;
    dirty.current = true;
    fill(form, copyTemplate(template.data, form.getFieldsValue(true) as TQuotationFormValues));
  }, [template.data, form]);

  const saved = quotation.data;
  // spec 01 §6: only the creator may change a quotation.
  const notCreator = Boolean(saved && staff && saved.employeeId !== staff.employeeId);
  const canEditMinPrice = (staff?.permissions ?? []).includes(PERMISSION.EditQuotationMinPrice);
  const approved = saved?.draft === QUOTATION_DRAFT.Approved;
  // An approved quotation is only viewed (UpdateQuotation refuses it); a price contract stays editable.
  const readOnly = notCreator || (approved && mode !== 'contract');
  const canConfirm = !readOnly && mode !== 'contract';
  const hasBaseLines = lines.some((line) => line?.kind === 'base');
  // Base-product lines get their products in the Approve dialog, before or after the customer accepted.
  const canApprove = !notCreator && mode !== 'contract' && hasBaseLines;

  const close = useConfirmClose({
    changed: () => !readOnly && dirty.current,
    onClose: props.onClose,
    busy: actions.busy,
  });
  const confirm = async () => {
    if (await actions.confirm()) props.onClose();
  };
  // The Quotation Approve dialog works on the quotation as saved.
  const approve = async () => {
    if (!readOnly && (dirty.current || !quotationId) && !(await actions.save())) return;
    setApproveOpen(true);
  };
  const openTemplateName = () => {
    if (actions.needsSaved()) setTemplateNameOpen(true);
  };

  const waiting = Boolean(quotationId) && !saved;
  const footer = notCreator
    ? [
        <Button key="close" onClick={props.onClose}>
          Close
        </Button>,
      ]
    : [
        mode === 'normal' &&
          (saved?.isTemplate === 1 ? (
            <Button key="template" onClick={actions.cancelTemplate} data-testid="quotation-template-cancel">
              Cancel template
            </Button>
          ) : (
            <Button key="template" onClick={openTemplateName} data-testid="quotation-template-save">
              Save to template
            </Button>
          )),
        <Button key="cancel" onClick={close} disabled={actions.busy}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>,
        !readOnly && (
          <Button key="save" type="primary" loading={actions.busy} onClick={actions.save} data-testid="quotation-save">
            Save
          </Button>
        ),
        canConfirm && (
          <Button key="confirm" type="primary" loading={actions.busy} onClick={confirm} data-testid="quotation-confirm">
            Confirm
          </Button>
        ),
        canApprove && (
          <Button key="approve" loading={actions.busy} onClick={approve} data-testid="quotation-approve">
            Approve
          </Button>
        ),
      ];

  return (
    <Modal
      open={props.open}
      title={dialogTitle(mode, props.quotationId)}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      {...WIDE_DIALOG}
      footer={footer}
    >
      <div data-testid="quotation-dialog">
        {notCreator && (
          <Alert type="warning" showIcon title={QUOTATION_MESSAGES.onlyCreator} style={{ marginBottom: 12 }} />
        )}
        {actions.formError && (
          <Alert
            type="error"
            showIcon
            title={actions.formError}
            style={{ marginBottom: 12 }}
            data-testid="quotation-form-error"
          />
        )}
        {saved && (
          <Typography.Paragraph type="secondary">
            Quote No: {saved.quotationNo} · {saved.employeeName}
            {saved.isTemplate === 1 && saved.templateName ? ` · Template: ${saved.templateName}` : ''}
          </Typography.Paragraph>
        )}
        {waiting ? (
          <Spin />
        ) : (
          <Form
            form={form}
            name="quotation"
            layout="vertical"
            initialValues={newQuotationValues(props.customerId)}
            disabled={readOnly}
            onValuesChange={(changed: Partial<TQuotationFormValues>) => {
              dirty.current = true;
              actions.clearError();
              recompute.onValuesChange(changed);
            }}
          >
            {mode === 'template' && !quotationId && <TemplateSelect value={templateId} onChange={setTemplateId} />}
            <QuotationHeaderFields customerId={customerId} customerLocked={Boolean(quotationId)} />
            <QuotationItemsTable
              form={form}
              lookups={lookups}
              canEditMinPrice={canEditMinPrice}
              readOnly={readOnly}
              beforeRemove={() => {
                recompute.flush();
                dirty.current = true;
              }}
            />
            <QuotationOptionsField readOnly={readOnly} />
          </Form>
        )}
      </div>
      <TemplateNameDialog
        open={templateNameOpen}
        onClose={() => setTemplateNameOpen(false)}
        onSave={async (name) => (await actions.saveToTemplate(name)) !== null}
      />
      {quotationId && (
        <QuotationApproveDialog
          open={approveOpen}
          quotationId={quotationId}
          onClose={() => setApproveOpen(false)}
          onApproved={props.onClose}
        />
      )}
    </Modal>
  );
}
