/** The product's time zone: the dates players read are Philippine dates. */
export const TIME_ZONE = 'Asia/Manila';

/**
 * One formatter per format, made on first use: building an Intl formatter costs far more than
 * formatting with it, and screens format a date per row.
 */
const formatterOf = (options: Intl.DateTimeFormatOptions) => {
  let formatter: Intl.DateTimeFormat | undefined;
  return (value: number | string | Date) =>
    (formatter ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: TIME_ZONE })).format(
      new Date(value),
    );
};

/** 'Feb 20, 2027' in Philippine time: how the server words a date and the web repeats it. */
export const formatManilaDate = formatterOf({ month: 'short', day: 'numeric', year: 'numeric' });

/** '3:04 PM' in Philippine time. */
export const formatManilaTime = formatterOf({ hour: 'numeric', minute: '2-digit' });
