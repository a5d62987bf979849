import { defineCopy } from '@/shared/i18n/define-copy';

/** The months of spec 9's date format ('MMM D, YYYY h:mm A'), January first. */
export const DATE_COPY = defineCopy('dates', {
  month0: 'Jan',
  month1: 'Feb',
  month2: 'Mar',
  month3: 'Apr',
  month4: 'May',
  month5: 'Jun',
  month6: 'Jul',
  month7: 'Aug',
  month8: 'Sep',
  month9: 'Oct',
  month10: 'Nov',
  month11: 'Dec',
});
