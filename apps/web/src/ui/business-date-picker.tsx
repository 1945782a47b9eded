import { todayInAuckland } from '@packline/domain';
import dayjsGenerateConfig from '@rc-component/picker/lib/generate/dayjs';
import { DatePicker as AntdDatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

// spec 01 §9: the business day is Auckland's. antd's date pickers take "today" (the Today link, the marked day of the
// calendar) from the browser's clock, a day off for a browser far from Auckland; these pickers take it from
// businessToday(), the same Auckland date the default dates use. Every date picker of the app is this one.

/** Today's calendar date in Auckland, as a local date the picker shows unshifted. */
export function businessToday(): Dayjs {
  return dayjs(todayInAuckland());
}

const businessConfig = { ...dayjsGenerateConfig, getNow: (): Dayjs => businessToday() };

/** antd's DatePicker (and its RangePicker) whose today is the Auckland date. */
export const DatePicker = AntdDatePicker.generatePicker<Dayjs>(businessConfig);
