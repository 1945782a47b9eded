import { HOME_URL, NOT_FOUND_PAGE_TEXT } from '@packline/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={NOT_FOUND_PAGE_TEXT}
      data-testid="not-found-page"
      extra={
        <Button type="primary" onClick={() => navigate(HOME_URL)}>
          Back Home
        </Button>
      }
    />
  );
}
