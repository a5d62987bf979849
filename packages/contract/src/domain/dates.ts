/** The product's time zone: the dates players read are Philippine dates. */
export const TIME_ZONE = 'Asia/Manila';

/** 'Feb 20, 2027' in Philippine time: how the server words a date and the web repeats it. */
export const formatManilaDate = (value: number | string | Date): string =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(value));
