import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled group of fields in a dialog form (e.g. User Info, Position, Contact Info). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {title}
      </Typography.Title>
      <Row gutter={16}>{children}</Row>
    </>
  );
}

/** One field of a form row: half the width from small screens up (a third with `columns={3}`), or all of it when wide. */
export function FormField({ children, wide, columns = 2 }: { children: ReactNode; wide?: boolean; columns?: 2 | 3 }) {
  return (
    <Col xs={24} sm={wide ? 24 : 12} md={columns === 3 && !wide ? 8 : undefined}>
      {children}
    </Col>
  );
}
