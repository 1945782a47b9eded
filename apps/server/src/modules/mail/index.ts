import type { TServerModule } from '../registry.ts';
import { MAIL_OUTBOX_PAGE, mailRoutes } from './mail.routes.ts';
import * as tables from './mail.tables.ts';

export const mailModule: TServerModule = {
  name: 'mail',
  routes: [mailRoutes],
  tables,
  files: [{ pages: [MAIL_OUTBOX_PAGE], columns: [tables.mailOutbox.attachments] }],
};
