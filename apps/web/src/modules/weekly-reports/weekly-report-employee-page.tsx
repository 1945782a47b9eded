import { WeeklyReportPage } from './weekly-report-page.tsx';

export default function WeeklyReportEmployeePage() {
  return <WeeklyReportPage reportRole="employee" />;
}
