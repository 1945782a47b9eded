import { WeeklyReportPage } from './weekly-report-page.tsx';

export default function WeeklyReportManagerPage() {
  return <WeeklyReportPage reportRole="manager" />;
}
