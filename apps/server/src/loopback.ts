const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether an address is this machine's (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export const isLoopback = (ip: string | undefined): boolean => LOOPBACK.test(ip ?? '');
