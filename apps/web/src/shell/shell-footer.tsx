import { Layout } from 'antd';

export const TAGLINE = 'Packline · food packaging made in Aotearoa New Zealand';

export function ShellFooter() {
  return (
    <Layout.Footer className="shell-footer" data-testid="shell-footer">
      {TAGLINE}
    </Layout.Footer>
  );
}
