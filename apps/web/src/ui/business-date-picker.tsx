import { BUSINESS_TIME_ZONE, todayInAuckland } from '@packline/domain';
import dayjsGenerateConfig from '@rc-component/picker/lib/generate/dayjs';
import { DatePicker as AntdDatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_TIME = 'YYYY-MM-DDTHH:mm:ss';

// spec 01 §9: the business day is Auckland's. antd's date pickers take "today" (the Today link, the marked day of the
// calendar) from the browser's clock, a day off for a browser far from Auckland; these pickers take it from
// businessToday(), the same Auckland date the default dates use. Every date picker of the app is this one.

/** Today's calendar date in Auckland, as a local date the picker shows unshifted. */
export function businessToday(): Dayjs {
  return dayjs(todayInAuckland());
}

/**
 * An instant as the picker shows it: Auckland's wall time as a local time, unshifted (a date-time picker shows the
 * Auckland time the lists show, whatever the browser's zone). Now when no instant is given.
 */
export function toBusinessPickerTime(instant?: string | Date | null): Dayjs {
  return dayjs(
    dayjs
      .utc(instant ?? undefined)
      .tz(BUSINESS_TIME_ZONE)
      .format(WALL_TIME),
  );
}

/** The instant a picker's time names, read as Auckland's wall time (the reverse of toBusinessPickerTime). */
export function fromBusinessPickerTime(value: Dayjs): string {
  return dayjs.tz(value.format(WALL_TIME), BUSINESS_TIME_ZONE).toISOString();
}

const businessConfig = { ...dayjsGenerateConfig, getNow: (): Dayjs => businessToday() };

/** antd's DatePicker (and its RangePicker) whose today is the Auckland date. */
export const DatePicker = AntdDatePicker.generatePicker<Dayjs>(businessConfig);
