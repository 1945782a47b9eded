import { FilePdfOutlined } from '@ant-design/icons';
import {
  formatDate,
  formatDateTime,
  parseQuoteToken,
  QUOTATION_MESSAGES,
  quoteToken,
  type TPublicQuotation,
} from '@packline/domain';
import { Alert, App, Button, Card, Checkbox, Descriptions, Flex, Form, Layout, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/client.ts';
import { saveBlob } from '../../api/files.ts';
import { Logo } from '../../ui/logo.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { PublicQuoteAttachments } from './public-quote-attachments.tsx';
import { chosenLines, initialChoice, PublicQuoteItems, priceGroups } from './public-quote-items.tsx';
import { fetchPublicQuotationPdf, useAcceptQuotation, usePublicQuotation } from './quotations.api.ts';

// spec 01 §2, §3, §4, §5, §8: the customer's quote page /cus-qot?number_id={quotationNo}_{quotationId}. No login and no
// staff shell; every call is silent and the page shows the outcome itself (the server's message when it refuses).

const PAGE_STYLE = { maxWidth: 960, margin: '0 auto', padding: '16px 12px 48px', width: '100%' };

interface TAcceptForm {
  choice?: Record<string, number | undefined>;
  agree?: boolean;
}

type TToken = { quotationNo: string; quotationId: number };

function GetQuotationError() {
  return <Result status="error" title={QUOTATION_MESSAGES.getError} data-testid="public-quote-error" />;
}

/** Who the quote is for and from, and its dates. */
function QuoteParties({ quote }: { quote: TPublicQuotation }) {
  const { customer, employee } = quote;
  const address = [customer.address1, customer.address2].filter(Boolean).join(', ');
  const dates = quote.isFinal
    ? []
    : [
        { key: 'effDate', label: 'Quote Date', children: formatDate(quote.effDate) },
        { key: 'expDate', label: 'Valid Date', children: formatDate(quote.expDate) },
      ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'company', label: 'Company', children: customer.company },
        { key: 'customerCode', label: 'Customer Code', children: customer.customerCode },
        {
          key: 'contact',
          label: 'Contact',
          children: <span data-testid="public-quote-contact">{quote.contactName}</span>,
        },
        { key: 'address', label: 'Address', children: address },
        { key: 'email', label: 'Email', children: customer.email },
        { key: 'phone', label: 'Phone', children: customer.phone },
        { key: 'employee', label: 'Your Contact', children: `${employee.firstName} ${employee.lastName}`.trim() },
        { key: 'mobile', label: 'Mobile', children: employee.mobile },
        ...dates,
      ]}
    />
  );
}

function DownloadPdfButton({ token, fileName }: { token: TToken; fileName: string }) {
  const [loading, setLoading] = useState(false);
  const { message } = App.useApp();
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await fetchPublicQuotationPdf(token), fileName);
    } catch (error) {
      void message.error(apiErrorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={loading} onClick={() => void download()} data-testid="public-quote-pdf">
      Download PDF
    </Button>
  );
}

function PublicQuote({ quote, token }: { quote: TPublicQuotation; token: TToken }) {
  const [form] = Form.useForm<TAcceptForm>();
  const accept = useAcceptQuotation();
  const [accepted, setAccepted] = useState(false);
  const groups = useMemo(() => priceGroups(quote.quotationItem), [quote.quotationItem]);
  const confirmed = accepted || quote.custConfirmed === 1;
  // spec 01 §4: quotes containing product lines cannot be accepted.
  const hasProductLines = quote.quotationItem.some((line) => line.productId);

  const submit = (values: TAcceptForm) => {
    const chosen = chosenLines(groups, values.choice ?? {}).filter((id): id is number => id !== undefined);
    accept.mutate(
      {
        quotationId: quote.quotationId,
        quotationNo: quote.quotationNo,
        custConfirmed: 1,
        custConfimedAt: new Date().toISOString(),
        draft: 0,
        quotationItem: chosen.map((quotationItemId) => ({ quotationItemId })),
      },
      { onSuccess: () => setAccepted(true) },
    );
  };

  return (
    <Flex vertical gap={16} data-testid="public-quote">
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Quotation {quote.quotationNo}
        </Typography.Title>
        <DownloadPdfButton token={token} fileName={`${quote.customer.company}_${quote.quotationNo}.pdf`} />
      </Flex>
      {confirmed && (
        <Alert
          type="success"
          showIcon
          title={QUOTATION_MESSAGES.alreadyConfirmed}
          description={quote.custConfimedAt ? `Accepted on ${formatDateTime(quote.custConfimedAt)}.` : undefined}
          data-testid="public-quote-confirmed"
        />
      )}
      {!confirmed && hasProductLines && (
        <Alert type="info" showIcon title={QUOTATION_MESSAGES.productLinesNotAcceptable} />
      )}
      <QuoteParties quote={quote} />
      <Form<TAcceptForm>
        form={form}
        component={false}
        initialValues={{ choice: initialChoice(groups), agree: confirmed }}
        onFinish={submit}
      >
        <Flex vertical gap={16}>
          <PublicQuoteItems groups={groups} disabled={confirmed} />
          {quote.quotationOption.length > 0 && (
            <Card size="small" title="Options">
              <Flex vertical gap={4}>
                {quote.quotationOption.map((option) => (
                  <Typography.Text key={`${option.name}-${option.customizeOptionNotes ?? ''}`}>
                    {option.name}
                    {option.customizeOptionNotes ? `: ${option.customizeOptionNotes}` : ''}
                  </Typography.Text>
                ))}
              </Flex>
            </Card>
          )}
          {quote.notes && (
            <Card size="small" title="Notes">
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{quote.notes}</Typography.Paragraph>
            </Card>
          )}
          <PublicQuoteAttachments token={quoteToken(token)} customerId={quote.customer.customerId} />
          <Card size="small">
            <Form.Item
              name="agree"
              valuePropName="checked"
              rules={[
                {
                  validator: (_rule, value) =>
                    value ? Promise.resolve() : Promise.reject(new Error(QUOTATION_MESSAGES.agree)),
                },
              ]}
            >
              <Checkbox disabled={confirmed} data-testid="public-quote-agree">
                I have read this quotation and agree to its prices and terms.
              </Checkbox>
            </Form.Item>
            {accept.isError && (
              <Alert
                type="error"
                showIcon
                title={apiErrorMessage(accept.error)}
                style={{ marginBottom: 12 }}
                data-testid="public-quote-accept-error"
              />
            )}
            <Button
              type="primary"
              size="large"
              block
              disabled={confirmed || hasProductLines}
              loading={accept.isPending}
              onClick={() => form.submit()}
              data-testid="public-quote-accept"
            >
              Accept
            </Button>
          </Card>
        </Flex>
      </Form>
    </Flex>
  );
}

/** The public page: the quote behind the token, or only 'Get Quotation error'. */
export default function PublicQuotePage() {
  const [search] = useSearchParams();
  const tokenText = search.get('number_id');
  const token = useMemo(() => parseQuoteToken(tokenText), [tokenText]);
  const quote = usePublicQuotation(token);

  let content = <PageLoading />;
  if (!token || quote.isError) content = <GetQuotationError />;
  else if (quote.data) content = <PublicQuote quote={quote.data} token={token} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="shell-header">
        <Logo />
      </Layout.Header>
      <Layout.Content style={PAGE_STYLE}>{content}</Layout.Content>
    </Layout>
  );
}
