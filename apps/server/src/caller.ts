/** Who is calling, once the auth module has checked the token and the signature. */
export type Caller = { uid: number; sessionId: string; ip: string };
